import type { AssessmentSeed } from "./assessment-seed";

/** The assessment of `venepuncture-essentials`: one question or more on each of its lessons. */
export const venepunctureAssessment: AssessmentSeed = {
  courseSlug: "venepuncture-essentials",
  title: "Assessment 01",
  basis:
    "WHO guidelines on drawing blood: best practices in phlebotomy; the order of draw for closed evacuated blood collection systems as adopted by UK laboratories (local laboratory policy prevails); NHS trust venepuncture, positive patient identification and sample labelling policies; Aseptic Non Touch Technique (ANTT); the Mental Capacity Act 2005 on consent; UKHSA and Health and Safety Executive guidance on sharps injuries and occupational exposure to blood-borne viruses; and the Health and Safety (Sharp Instruments in Healthcare) Regulations 2013.",
  questions: [
    {
      key: "positive-patient-identification",
      text: "How should you confirm a patient's identity before taking blood?",
      options: [
        {
          letter: "A",
          text: 'Ask "Are you Mr Jones?" and check the answer against the request form',
        },
        {
          letter: "B",
          text: "Ask the patient to state their full name and date of birth, then check these against the identity band and request form, including the hospital or NHS number",
        },
        { letter: "C", text: "Check the name on the board above the bed against the request form" },
        {
          letter: "D",
          text: "Ask a colleague who knows the patient well to confirm their name and date of birth",
        },
      ],
      correct: "B",
      explanation:
        "Open questions make the patient supply their own details, which are then checked against the band and the form. A closed question invites an anxious, confused or hard-of-hearing patient to simply say yes, and bed signs and colleagues' memories are not positive identification.",
    },
    {
      key: "labelling-sample-tubes",
      text: "When should blood sample tubes be labelled?",
      options: [
        { letter: "A", text: "Before you go to the bedside, so everything is ready" },
        {
          letter: "B",
          text: "At the nurses' station, once you have finished bleeding all your patients",
        },
        { letter: "C", text: "Back in the treatment room, copying the details from the request" },
        {
          letter: "D",
          text: "Immediately after each tube is filled, at the bedside, in front of the patient, using the details you have just checked",
        },
      ],
      correct: "D",
      explanation:
        "Labelling at the bedside straight after filling closes the identification loop. Pre-labelled empty tubes and samples carried away unlabelled are classic causes of wrong-blood-in-tube errors, which can be more dangerous than having no sample at all.",
    },
    {
      key: "first-choice-vein",
      text: "In most adults, which vein is the usual first choice for venepuncture?",
      options: [
        { letter: "A", text: "The median cubital vein in the antecubital fossa" },
        { letter: "B", text: "The basilic vein on the little-finger side of the fossa" },
        { letter: "C", text: "A vein on the back of the hand" },
        { letter: "D", text: "A vein on the inner (palmar) wrist" },
      ],
      correct: "A",
      explanation:
        "The median cubital vein is large, well anchored, less likely to roll and, over much of the fossa, separated from deeper structures by the bicipital aponeurosis. The basilic vein is often prominent but is the last choice in the fossa.",
    },
    {
      key: "basilic-vein-last-choice",
      text: "Why is the basilic vein the last choice of the three main veins in the antecubital fossa?",
      options: [
        { letter: "A", text: "It is too small to fill a vacuum tube" },
        { letter: "B", text: "It is too deep to see or feel in most adults" },
        {
          letter: "C",
          text: "It tends to roll and lies close to the brachial artery and the median nerve",
        },
        { letter: "D", text: "Puncturing it always causes swelling of the hand" },
      ],
      correct: "C",
      explanation:
        "On the medial side of the fossa the brachial artery and median nerve lie just beneath, so a needle that goes too deep or is angled towards the basilic vein can puncture the artery or touch the nerve. The vein itself is often large and easy to see, which is what makes it tempting.",
    },
    {
      key: "tourniquet-time",
      text: "How long should the tourniquet stay on during venepuncture?",
      options: [
        { letter: "A", text: "Up to five minutes, as long as the patient is comfortable" },
        {
          letter: "B",
          text: "Less than one minute in total; if finding a vein takes longer, release it and let the arm rest before reapplying",
        },
        { letter: "C", text: "Until every tube is filled and the needle has been withdrawn" },
        { letter: "D", text: "As long as it takes to find a vein, provided a pulse can be felt" },
      ],
      correct: "B",
      explanation:
        "A tourniquet left on too long concentrates the blood and can cause haemolysis and a falsely raised potassium. It should be released once blood is flowing, and always before the needle is withdrawn, to avoid a haematoma.",
    },
    {
      key: "order-of-draw",
      text: "You need blood cultures, a citrate tube for a coagulation screen, a serum tube and an EDTA tube for a full blood count. In which order should you fill them?",
      options: [
        { letter: "A", text: "EDTA, serum, citrate, blood cultures" },
        { letter: "B", text: "Citrate, blood cultures, EDTA, serum" },
        { letter: "C", text: "Blood cultures, citrate, serum, EDTA" },
        { letter: "D", text: "Blood cultures, EDTA, serum, citrate" },
      ],
      correct: "C",
      explanation:
        "The UK order of draw is blood cultures, citrate, serum, heparin, EDTA and then fluoride oxalate, so that additives carried on the needle cannot spoil the tubes that follow. Blood cultures go first to keep them free of contamination, and your local laboratory's policy prevails where it differs.",
    },
    {
      key: "edta-carry-over",
      text: "If EDTA is carried over on the needle into a tube drawn after it, how can it affect the results?",
      options: [
        { letter: "A", text: "It can falsely raise potassium and falsely lower calcium" },
        { letter: "B", text: "It can falsely raise glucose and falsely lower sodium" },
        { letter: "C", text: "It can only affect the full blood count" },
        { letter: "D", text: "It has no effect, because additives cannot pass between tubes" },
      ],
      correct: "A",
      explanation:
        "EDTA is usually a potassium salt and binds calcium, so a trace of it can make potassium look high and calcium look low. Results like these may prompt unnecessary or harmful treatment, which is why the order of draw matters.",
    },
    {
      key: "arm-with-an-infusion",
      text: "A patient has IV fluids running through a cannula in their left forearm and no reason to avoid the right arm. Where should you take blood?",
      options: [
        { letter: "A", text: "From the left arm, just above the cannula" },
        { letter: "B", text: "Through the cannula itself while the fluids keep running" },
        {
          letter: "C",
          text: "From the left arm, with the tourniquet placed between the cannula and the puncture site",
        },
        { letter: "D", text: "From the right arm" },
      ],
      correct: "D",
      explanation:
        "Blood from an arm with an infusion running can be diluted or contaminated by the fluid, giving misleading results. Use the other arm; a tourniquet does not stop infused fluid from mixing with the sample.",
    },
    {
      key: "patient-feels-faint",
      text: "Part way through venepuncture, the patient becomes pale, sweaty and says they feel light-headed. What should you do?",
      options: [
        {
          letter: "A",
          text: "Keep the needle in, sit them upright and finish quickly so the procedure is over sooner",
        },
        {
          letter: "B",
          text: "Release the tourniquet, withdraw the needle and press on the site, lie the patient flat with their legs raised and stay with them",
        },
        {
          letter: "C",
          text: "Withdraw the needle, give them a drink of water and leave them to rest while you fetch help",
        },
        {
          letter: "D",
          text: "Carry on, asking them to take slow, deep breaths and look away from the needle",
        },
      ],
      correct: "B",
      explanation:
        "These are warning signs of a faint: stop, make the site safe and lie the patient flat with the legs raised, never leaving them alone. Check their observations, let them recover fully and record it so they can lie down from the start next time.",
    },
    {
      key: "arterial-puncture",
      text: "While you take blood, bright red blood spurts into the tube and fills it very quickly. What should you do?",
      options: [
        {
          letter: "A",
          text: "Carry on filling the remaining tubes, then press on the site for a minute as usual",
        },
        {
          letter: "B",
          text: "Withdraw, then press lightly for about a minute with the arm bent at the elbow",
        },
        {
          letter: "C",
          text: "Withdraw the needle, press firmly for at least five minutes, check the circulation in the hand and tell a senior colleague",
        },
        {
          letter: "D",
          text: "Withdraw slightly and redirect the needle towards the vein without taking it out",
        },
      ],
      correct: "C",
      explanation:
        "Bright red, spurting or very fast-filling blood suggests arterial puncture. Firm pressure for at least five minutes with the arm straight reduces the risk of a large haematoma, and the hand's circulation must be checked; bending the arm makes bruising more likely.",
    },
    {
      key: "cause-of-haemolysis",
      text: "Which of these is a recognised cause of a haemolysed blood sample?",
      options: [
        {
          letter: "A",
          text: "Letting the chlorhexidine dry completely before inserting the needle",
        },
        { letter: "B", text: "Gently inverting each tube as its manufacturer recommends" },
        { letter: "C", text: "Releasing the tourniquet once blood starts to flow" },
        { letter: "D", text: "Shaking the tubes vigorously to mix in the additive" },
      ],
      correct: "D",
      explanation:
        "Shaking damages red cells, which then release potassium and can make results unusable or misleading. Letting the skin dry, gentle inversion and a short tourniquet time all help prevent haemolysis.",
    },
    {
      key: "needlestick-injury-first-actions",
      text: "You sustain a needlestick injury from a used needle. Which response is correct?",
      options: [
        {
          letter: "A",
          text: "Gently encourage it to bleed, wash it with soap under running water, cover it and report to your manager and occupational health (or the emergency department out of hours) straight away",
        },
        {
          letter: "B",
          text: "Squeeze the wound hard and suck it clean, then report it at the end of your shift",
        },
        {
          letter: "C",
          text: "Scrub the wound with a nail brush and antiseptic, cover it and carry on with your work",
        },
        {
          letter: "D",
          text: "Apply alcohol hand rub and report it only if the patient is known to carry a blood-borne virus",
        },
      ],
      correct: "A",
      explanation:
        "Bleed, wash and report: gentle bleeding and washing reduce the dose, while sucking or scrubbing can damage tissue. Report every injury at once, because treatment to prevent infection works best when started quickly and the source patient's risk can only be assessed once it is reported.",
    },
  ],
};
