import type { AssessmentSeed } from "./assessment-seed";

/**
 * The assessment of `demo-iv-cannulation`. The first four questions and their answers (B, B, C, B)
 * are fixed by docs/product/learning.md#assessment; the rest test the course's own lessons.
 */
export const ivCannulationAssessment: AssessmentSeed = {
  courseSlug: "demo-iv-cannulation",
  title: "Assessment 01",
  basis:
    "NICE clinical guideline CG139 (Healthcare-associated infections: prevention and control in primary and community care); epic3 national evidence-based guidelines for preventing healthcare-associated infections in NHS hospitals in England; the Royal College of Nursing Standards for Infusion Therapy; the Visual Infusion Phlebitis (VIP) score used across NHS trusts; Aseptic Non Touch Technique (ANTT); the Health and Safety (Sharp Instruments in Healthcare) Regulations 2013; and local NHS trust cannulation and extravasation policies.",
  questions: [
    {
      key: "purpose-of-iv-cannulation",
      text: "What is the main purpose of inserting a peripheral intravenous cannula?",
      options: [
        { letter: "A", text: "To take a single blood sample for routine laboratory tests" },
        {
          letter: "B",
          text: "To give short-term access to a vein for fluids, medicines, blood products or contrast",
        },
        { letter: "C", text: "To measure the patient's central venous pressure" },
        {
          letter: "D",
          text: "To give a course of irritant or vesicant medicines lasting several weeks",
        },
      ],
      correct: "B",
      explanation:
        "A peripheral cannula provides short-term venous access when there is a clear need for IV therapy. A one-off blood test needs only venepuncture, and long courses or irritant and vesicant medicines may need a midline or central device instead.",
    },
    {
      key: "purpose-of-a-tourniquet",
      text: "Why is a tourniquet applied above the intended site before cannulation?",
      options: [
        { letter: "A", text: "To stop arterial blood reaching the limb so the site bleeds less" },
        {
          letter: "B",
          text: "To slow the return of venous blood so the veins fill and are easier to see and feel",
        },
        { letter: "C", text: "To numb the skin so that insertion is less painful" },
        { letter: "D", text: "To hold the cannula steady while the dressing is applied" },
      ],
      correct: "B",
      explanation:
        "Applied about 7–10 cm above the site, a tourniquet holds back venous outflow while arterial blood keeps flowing in, so the veins distend. It should not cut off the arterial supply, and it must be released before the needle is withdrawn.",
    },
    {
      key: "skin-antiseptic-before-cannulation",
      text: "Which antiseptic do NICE CG139 and epic3 recommend for cleaning the skin before inserting a peripheral cannula?",
      options: [
        { letter: "A", text: "Hydrogen peroxide solution" },
        { letter: "B", text: "0.9% sodium chloride" },
        { letter: "C", text: "2% chlorhexidine gluconate in 70% alcohol" },
        { letter: "D", text: "A weak aqueous chlorhexidine solution made for wound cleansing" },
      ],
      correct: "C",
      explanation:
        "A single-use application of 2% chlorhexidine gluconate in 70% alcohol, rubbed in for about 30 seconds and left to dry completely, is the recommended skin preparation. Sodium chloride has no antimicrobial action, and weak aqueous wound solutions are not intended for skin antisepsis before line insertion.",
    },
    {
      key: "not-a-site-selection-factor",
      text: "Which of the following is NOT a key factor when choosing a site for a peripheral cannula?",
      options: [
        {
          letter: "A",
          text: "How the vein feels: soft, bouncy, straight and refilling when pressed",
        },
        { letter: "B", text: "The patient's blood group" },
        { letter: "C", text: "The type of therapy to be given and how long it is needed for" },
        {
          letter: "D",
          text: "Whether the limb has a dialysis fistula, lymphoedema or weakness after a stroke",
        },
      ],
      correct: "B",
      explanation:
        "Site selection depends on the vein, the therapy and the condition of the limb. The patient's blood group matters for a transfusion, but it has no bearing on where the cannula should go.",
    },
    {
      key: "vip-score-of-two",
      text: "At a shift check, a cannula site is painful and red around the insertion point, giving a VIP score of 2. The patient still needs IV antibiotics. What should you do?",
      options: [
        {
          letter: "A",
          text: "Leave it in place, as a score of 2 needs only closer observation, and score it again at the next shift",
        },
        {
          letter: "B",
          text: "Flush it with 0.9% sodium chloride to check it is patent, then carry on using it",
        },
        {
          letter: "C",
          text: "Replace the dressing with a fresh sterile one and keep using the cannula",
        },
        {
          letter: "D",
          text: "Remove the cannula, re-site a new one at a different site and document the VIP score",
        },
      ],
      correct: "D",
      explanation:
        "From a VIP score of 2 upwards, early phlebitis is present and the cannula should come out; a new one is sited elsewhere only because IV access is still needed. Simply observing is the action for a score of 1, not 2.",
    },
    {
      key: "suspected-extravasation",
      text: "During an infusion of a vesicant drug, the skin around the cannula becomes swollen, blanched and painful. What is your first action?",
      options: [
        {
          letter: "A",
          text: "Stop the infusion at once, then follow the local extravasation policy and seek senior or specialist advice",
        },
        {
          letter: "B",
          text: "Slow the infusion rate, raise the limb and recheck the site in an hour",
        },
        {
          letter: "C",
          text: "Flush the cannula firmly with 0.9% sodium chloride to clear any blockage, then restart",
        },
        {
          letter: "D",
          text: "Pull the cannula out straight away and apply a warm compress to spread the drug",
        },
      ],
      correct: "A",
      explanation:
        "Suspected extravasation needs the infusion stopped immediately and the local extravasation policy followed without delay. Removing the cannula at once is tempting, but some policies ask you to leave it in briefly to aspirate the drug, and whether to use warm or cold compresses depends on the drug.",
    },
    {
      key: "shooting-pain-during-insertion",
      text: "As you insert a cannula, the patient feels a sharp, electric pain shooting down towards their fingers. What should you do?",
      options: [
        { letter: "A", text: "Continue steadily, because this is normal discomfort" },
        { letter: "B", text: "Keep the needle in and redirect it a little deeper" },
        { letter: "C", text: "Ask the patient to clench their fist and then carry on" },
        {
          letter: "D",
          text: "Stop and withdraw the cannula immediately, then document and report it",
        },
      ],
      correct: "D",
      explanation:
        "Sharp, shooting or electric pain, or tingling down the limb, suggests the needle has touched a nerve. Stop and withdraw at once and never keep probing; then document and report it.",
    },
    {
      key: "choosing-cannula-gauge",
      text: "According to the RCN Standards for Infusion Therapy, how should you choose the size of a peripheral cannula?",
      options: [
        {
          letter: "A",
          text: "Use the largest gauge the vein will take, in case rapid fluids are needed later",
        },
        { letter: "B", text: "Use 18G for every adult so that blood can always be given" },
        {
          letter: "C",
          text: "Use the smallest gauge and shortest length that will deliver the prescribed therapy",
        },
        { letter: "D", text: "Match the cannula colour to the colour of a standard needle" },
      ],
      correct: "C",
      explanation:
        "The smallest suitable cannula lets blood flow around it, which dilutes what is infused and reduces mechanical irritation of the vein. Larger cannulas are for a clear need such as resuscitation, and cannula colours do not match hypodermic needle colours.",
    },
    {
      key: "antt-key-parts",
      text: "In Aseptic Non Touch Technique, which of these are the key parts during cannulation?",
      options: [
        {
          letter: "A",
          text: "The cannula, its hub and the tips of the extension set and syringe",
        },
        { letter: "B", text: "The tourniquet and the patient's arm" },
        { letter: "C", text: "Your gloves and apron" },
        { letter: "D", text: "The outer packaging of the cannula and the dressing" },
      ],
      correct: "A",
      explanation:
        "Key parts are the parts of the equipment that could infect the patient if contaminated, so they must never be touched directly or indirectly. The cleaned skin is the key site; gloves, aprons and packaging are not key parts.",
    },
    {
      key: "after-flashback",
      text: "You see flashback of blood in the chamber. What should you do next?",
      options: [
        {
          letter: "A",
          text: "Lower the angle and advance the whole cannula a further 1–2 mm, then slide the catheter off the needle into the vein",
        },
        { letter: "B", text: "Withdraw the needle completely and leave the catheter where it is" },
        {
          letter: "C",
          text: "If the catheter will not advance, push the needle back into it and try again",
        },
        {
          letter: "D",
          text: "Release the tourniquet and remove the cannula, because flashback means the vein has been pierced through",
        },
      ],
      correct: "A",
      explanation:
        "The needle tip sits just ahead of the catheter tip, so at flashback only the needle may be in the vein; advancing a little further brings the catheter in too. Never push the needle back into the catheter, because it can cut it.",
    },
    {
      key: "after-a-failed-attempt",
      text: "Your first attempt at cannulation fails. Which approach follows the course and most NHS policies?",
      options: [
        {
          letter: "A",
          text: "Reinsert the same cannula in the same vein if it still looks intact, to avoid waste",
        },
        {
          letter: "B",
          text: "Keep trying with new cannulas until one succeeds, so the patient is not kept waiting",
        },
        {
          letter: "C",
          text: "Try again just below the failed site in the same vein, while it is still filled",
        },
        {
          letter: "D",
          text: "Use a new cannula in a different vein or above the failed site, and after two attempts ask a more experienced colleague",
        },
      ],
      correct: "D",
      explanation:
        "Every attempt needs a new cannula, placed in another vein or above the failed site, where fluid cannot leak from the earlier hole. Most policies limit each practitioner to two attempts before escalating, which protects the patient's veins.",
    },
    {
      key: "routine-re-siting",
      text: "A cannula has been in for 80 hours. It works well, scores VIP 0 and is still needed. Your trust follows NICE and epic3 on re-siting. What should happen?",
      options: [
        {
          letter: "A",
          text: "Re-site it now, because peripheral cannulas must be changed every 72 hours",
        },
        { letter: "B", text: "Remove it and stop IV treatment, whatever the clinical picture" },
        {
          letter: "C",
          text: "Leave it in, keep inspecting it at least every shift and re-site it only when clinically indicated",
        },
        {
          letter: "D",
          text: "Change the dressing and the extension set now, then re-site the cannula at 96 hours",
        },
      ],
      correct: "C",
      explanation:
        "NICE and epic3 advise against routine re-siting by time alone: a cannula is replaced when clinically indicated, for example a VIP score of 2 or more, infiltration, blockage or dislodgement. It must still be reviewed daily and removed as soon as it is no longer needed.",
    },
  ],
};
