import type { QuestionSeed } from "../assessment-seed";

export const outcome = "Indications and complications";
const lesson = "indications-and-complications";

/** When a cannula is indicated, and how its complications are prevented, recognised and managed. */
export const questions: QuestionSeed[] = [
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
    outcome,
    teaches: { lesson, section: "When is a cannula indicated?" },
    source: "RCN Standards for Infusion Therapy (2016), vascular access device selection",
  },
  {
    key: "cannula-just-in-case",
    text: "A stable patient admitted for observation is eating and drinking, with no IV fluids or medicines prescribed. A colleague suggests siting a cannula 'just in case'. What is the best course?",
    options: [
      {
        letter: "A",
        text: "Site one now, because an unused cannula carries no real risk and saves time if the patient deteriorates later",
      },
      {
        letter: "B",
        text: "Site a large-bore cannula at the inner elbow so it is ready for an emergency",
      },
      {
        letter: "C",
        text: "Do not site one without a clear clinical need; if one is sited in anticipation, for example in a deteriorating patient, document why",
      },
      {
        letter: "D",
        text: "Site one, record it as a precaution, and take it out after 72 hours if nobody has used it",
      },
    ],
    correct: "C",
    explanation:
      "Every cannula brings a risk of phlebitis and infection, so one left in 'just in case' has all of the risks and none of the benefits. Siting one in anticipation can be right, for example in a patient who is deteriorating, but the reason must be recorded; a time limit does not make an unneeded cannula safe.",
    outcome,
    teaches: { lesson, section: "When is a cannula indicated?" },
    source: "epic3 (2014), IVAD guidance; RCN Standards for Infusion Therapy (2016)",
  },
  {
    key: "long-course-of-irritant-therapy",
    text: "A patient needs six weeks of an irritant intravenous antibiotic. What should you do about venous access?",
    options: [
      {
        letter: "A",
        text: "Discuss a midline or a central device, such as a PICC, with the vascular access or IV team",
      },
      {
        letter: "B",
        text: "Site the largest peripheral cannula the vein will take and re-site it every week",
      },
      {
        letter: "C",
        text: "Site a peripheral cannula on the back of the hand, where veins are easiest to see",
      },
      {
        letter: "D",
        text: "Site a new peripheral cannula for each dose and remove it straight afterwards",
      },
    ],
    correct: "A",
    explanation:
      "Long courses and irritant or vesicant medicines damage small peripheral veins, so a short peripheral cannula is rarely the right device; the vascular access team can advise on a midline or a PICC. A bigger or repeatedly re-sited peripheral cannula only uses up more of the patient's veins.",
    outcome,
    teaches: { lesson, section: "When is a cannula indicated?" },
    source: "RCN Standards for Infusion Therapy (2016), vascular access device selection",
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
    outcome,
    teaches: { lesson, section: "Phlebitis" },
    source: "Jackson, Visual Infusion Phlebitis (VIP) score (Nursing Times, 1998)",
  },
  {
    key: "cause-of-chemical-phlebitis",
    text: "Which practice is most likely to cause chemical phlebitis?",
    options: [
      { letter: "A", text: "Choosing a cannula that is small relative to the vein" },
      {
        letter: "B",
        text: "Inserting the cannula while the chlorhexidine is still wet on the skin",
      },
      { letter: "C", text: "Securing the cannula with a sterile transparent dressing" },
      { letter: "D", text: "Siting the cannula on the forearm, away from joints" },
    ],
    correct: "B",
    explanation:
      "Chemical phlebitis comes from irritant drugs or fluids, infusing too fast, and antiseptic carried into the vein while it is still wet, which is why the chlorhexidine must dry fully. A small cannula, a secure dressing and a site away from joints all prevent mechanical phlebitis rather than cause it.",
    outcome,
    teaches: { lesson, section: "Phlebitis" },
    source: "RCN Standards for Infusion Therapy (2016), phlebitis",
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
    outcome,
    teaches: { lesson, section: "Infiltration and extravasation" },
    source: "RCN Standards for Infusion Therapy (2016), infiltration and extravasation",
  },
  {
    key: "managing-infiltration",
    text: "During an infusion of 0.9% sodium chloride, the skin around the cannula is swollen, cool and tight, and the drip has slowed. What should you do?",
    options: [
      { letter: "A", text: "Increase the rate so the fluid runs through again" },
      {
        letter: "B",
        text: "Put a fresh dressing over the swelling and carry on with the infusion",
      },
      {
        letter: "C",
        text: "Stop the infusion, remove the cannula, elevate the limb and document it",
      },
      { letter: "D", text: "Flush the cannula forcefully to clear the blockage" },
    ],
    correct: "C",
    explanation:
      "Swelling, coolness and a slowing infusion of a non-vesicant fluid mean infiltration: stop, remove the cannula, elevate the limb and document it, re-siting elsewhere only if access is still needed. Raising the rate or flushing hard forces more fluid into the tissues.",
    outcome,
    teaches: { lesson, section: "Infiltration and extravasation" },
    source: "RCN Standards for Infusion Therapy (2016), infiltration and extravasation",
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
    outcome,
    teaches: { lesson, section: "Other complications to know" },
    source: "RCN Standards for Infusion Therapy (2016), nerve injury",
  },
  {
    key: "suspected-air-embolism",
    text: "Soon after an extension set is found disconnected and open to air, the patient becomes suddenly breathless, with chest pain and a falling blood pressure. You suspect air embolism. What should you do?",
    options: [
      {
        letter: "A",
        text: "Sit the patient upright to ease their breathing, and run a fluid bolus through the cannula to support the blood pressure",
      },
      { letter: "B", text: "Flush the cannula to clear the air, then keep observing" },
      {
        letter: "C",
        text: "Remove the cannula, press on the site and recheck the observations in 15 minutes",
      },
      {
        letter: "D",
        text: "Close off the source, call for help, give high-flow oxygen and lay the patient on their left side, head down, if their condition allows",
      },
    ],
    correct: "D",
    explanation:
      "Air embolism is an emergency: stop more air getting in, call for help and give high-flow oxygen. Lying on the left side, head down, helps keep the air in the right side of the heart, away from the outflow to the lungs. Flushing or running fluid through the line may push in more air.",
    outcome,
    teaches: { lesson, section: "Other complications to know" },
    source: "RCN Standards for Infusion Therapy (2016), air embolism",
  },
  {
    key: "preventing-a-haematoma",
    text: "Which practice does most to prevent a haematoma at a cannulation site?",
    options: [
      {
        letter: "A",
        text: "Keeping the tourniquet on until the needle has been withdrawn, so the vein stays filled and easy to see",
      },
      {
        letter: "B",
        text: "Releasing the tourniquet before withdrawing the needle, and pressing firmly after a failed attempt or a removal",
      },
      { letter: "C", text: "Slapping the skin over the vein before insertion" },
      {
        letter: "D",
        text: "Choosing the largest cannula the vein will take, so the vein wall seals snugly around it",
      },
    ],
    correct: "B",
    explanation:
      "A tourniquet left on while the needle comes out drives blood out through the puncture, and too little pressure afterwards lets it leak into the tissues, especially in patients on anticoagulants. A large cannula and slapping the skin make bruising more likely, not less.",
    outcome,
    teaches: { lesson, section: "Other complications to know" },
    source: "RCN Standards for Infusion Therapy (2016), haematoma",
  },
];
