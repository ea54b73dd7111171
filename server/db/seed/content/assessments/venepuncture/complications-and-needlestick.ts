import type { QuestionSeed } from "../assessment-seed";

export const outcome = "Complications and needlestick injuries";
const lesson = "complications-and-troubleshooting";

/** Haematoma, fainting, failed attempts, spoiled samples and what to do after a sharps injury. */
export const questions: QuestionSeed[] = [
  {
    key: "pressing-with-the-arm-straight",
    text: "After you withdraw the needle, how should the patient hold their arm while pressure is applied?",
    options: [
      { letter: "A", text: "Bent at the elbow, with the gauze held in the crook of the arm" },
      { letter: "B", text: "Raised above the head, with no pressure on the gauze" },
      { letter: "C", text: "Straight, with firm pressure on the gauze until the bleeding stops" },
      { letter: "D", text: "Hanging down, so any blood drains away from the site" },
    ],
    correct: "C",
    explanation:
      "Firm pressure with the arm straight closes the puncture in the vein. Bending the elbow over the gauze feels natural but pushes blood out into the tissues and causes bruising.",
    outcome,
    teaches: { lesson, section: "Haematoma and arterial puncture" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
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
    outcome,
    teaches: { lesson, section: "Haematoma and arterial puncture" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
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
    outcome,
    teaches: { lesson, section: "Feeling faint" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
  },
  {
    key: "no-blood-in-the-tube",
    text: "The needle is in the vein, but no blood enters the tube. What is a sensible first check?",
    options: [
      {
        letter: "A",
        text: "That the tube is pushed fully onto the holder; then try a fresh tube in case its vacuum has been lost",
      },
      {
        letter: "B",
        text: "Sweep the needle gently from side to side under the skin until blood appears in the tube",
      },
      {
        letter: "C",
        text: "Push the needle in a little deeper, since it has probably not reached the vein yet",
      },
      {
        letter: "D",
        text: "Tighten the tourniquet and ask the patient to pump their fist hard to bring blood into the vein",
      },
    ],
    correct: "A",
    explanation:
      "A tube not fully engaged, or one that has lost its vacuum, is the commonest and safest thing to fix. Sweeping or probing risks nerve and artery injury, and hard fist pumping with a tight tourniquet spoils the sample.",
    outcome,
    teaches: { lesson, section: "When the blood will not come" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
  },
  {
    key: "after-two-failed-attempts",
    text: "You have made two unsuccessful attempts to take blood from a patient. What do many trusts' policies say?",
    options: [
      { letter: "A", text: "Keep trying with a fresh needle each time until you succeed" },
      { letter: "B", text: "Try a vein in the patient's foot next" },
      { letter: "C", text: "Make a third attempt with a larger needle" },
      { letter: "D", text: "Stop and ask a more experienced colleague" },
    ],
    correct: "D",
    explanation:
      "Limiting each practitioner to two attempts spares the patient pain and protects their veins; a more experienced colleague is more likely to succeed. Feet and larger needles are not the answer to a difficult vein.",
    outcome,
    teaches: { lesson, section: "When the blood will not come" },
    source: "Local NHS trust venepuncture policies; WHO guidelines on drawing blood (2010), ch. 2",
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
    outcome,
    teaches: { lesson, section: "Haemolysed and spoiled samples" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
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
    outcome,
    teaches: { lesson, section: "Needlestick injury: bleed, wash, report" },
    source:
      "HSE, Blood-borne viruses in the workplace; BHIVA/BASHH UK guideline for HIV post-exposure prophylaxis (2021)",
  },
  {
    key: "blood-splash-to-the-eye",
    text: "A patient's blood splashes into your eye while you take a sample. What should you do?",
    options: [
      {
        letter: "A",
        text: "Rub the eye dry with a clean tissue, then carry on and finish taking the sample",
      },
      {
        letter: "B",
        text: "Cover the eye with a pad, finish your work and report it at the end of your shift",
      },
      {
        letter: "C",
        text: "Rinse the eye with plenty of water straight away, then report it as you would a needlestick injury",
      },
      {
        letter: "D",
        text: "Wait to see whether the eye becomes red or sore before doing anything or telling anyone",
      },
    ],
    correct: "C",
    explanation:
      "A splash to the eye or mouth is an exposure to blood just as a needlestick is: rinse with plenty of water at once, then report straight away so the risk can be assessed and any preventive treatment started early. Rubbing the eye or waiting only delays both.",
    outcome,
    teaches: { lesson, section: "Needlestick injury: bleed, wash, report" },
    source:
      "HSE, Blood-borne viruses in the workplace; BHIVA/BASHH UK guideline for HIV post-exposure prophylaxis (2021)",
  },
  {
    key: "testing-the-source-patient",
    text: "After your needlestick injury, who should assess the source patient and ask for their consent to blood-borne virus testing?",
    options: [
      {
        letter: "A",
        text: "You, straight away, so that the result is back before you report the injury",
      },
      {
        letter: "B",
        text: "A colleague, not the injured person, as your occupational health policy sets out",
      },
      {
        letter: "C",
        text: "Nobody: source patients are never tested, and the injured person is treated as if the source were positive",
      },
      {
        letter: "D",
        text: "The source patient's next of kin, who can consent to testing on their behalf",
      },
    ],
    correct: "B",
    explanation:
      "The source patient's consent must be freely given, which is hard to ensure when the person asking is the one who was injured and anxious for the result. Another clinician, following the occupational health policy, assesses the risk and asks for consent.",
    outcome,
    teaches: { lesson, section: "Needlestick injury: bleed, wash, report" },
    source:
      "BHIVA/BASHH UK guideline for HIV post-exposure prophylaxis (2021); local occupational health policy",
  },
];
