import type { QuestionSeed } from "../assessment-seed";

export const outcome = "Choosing a vein";
const lesson = "choosing-a-vein";

/** The veins of the antecubital fossa, the structures beside them and the sites to avoid. */
export const questions: QuestionSeed[] = [
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
    outcome,
    teaches: { lesson, section: "The three main veins" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
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
    outcome,
    teaches: { lesson, section: "The three main veins" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
  },
  {
    key: "shooting-pain-during-venepuncture",
    text: "As the needle goes in, the patient feels a sharp, electric pain running down into their hand. What should you do?",
    options: [
      { letter: "A", text: "Carry on, because a sharp scratch is expected" },
      {
        letter: "B",
        text: "Stop at once: release the tourniquet, withdraw the needle and press, then document and report it",
      },
      {
        letter: "C",
        text: "Pull back a little and angle the needle deeper towards the basilic vein",
      },
      { letter: "D", text: "Ask the patient to keep still while you finish filling the tubes" },
    ],
    correct: "B",
    explanation:
      "Shooting, electric pain or pins and needles down the arm means the needle may be touching a nerve, such as the median nerve on the medial side. Stopping at once limits the injury; probing or carrying on can cause pain that lasts for months.",
    outcome,
    teaches: { lesson, section: "Why take care on the medial side" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
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
    outcome,
    teaches: { lesson, section: "Finding a good vein" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
  },
  {
    key: "feeling-with-the-index-finger",
    text: "Why should you feel for a vein with the tip of your index finger rather than your thumb?",
    options: [
      { letter: "A", text: "The thumb carries more bacteria than the fingers" },
      { letter: "B", text: "The index finger can press harder" },
      {
        letter: "C",
        text: "The thumb has a pulse of its own, which can be mistaken for the patient's",
      },
      { letter: "D", text: "The index finger is warmer, which helps the vein fill" },
    ],
    correct: "C",
    explanation:
      "Feeling with the thumb risks mistaking your own pulse for an artery, or missing one that is there. The sensitive tip of the index finger tells a soft, bouncy vein from a pulsing artery or a hard tendon.",
    outcome,
    teaches: { lesson, section: "Finding a good vein" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
  },
  {
    key: "pulsating-vessel",
    text: "Feeling for a vein in the antecubital fossa, you find a vessel that pulsates under your finger. What is it, and what do you do?",
    options: [
      { letter: "A", text: "A healthy vein filling well: use it" },
      { letter: "B", text: "A vein distended by the tourniquet: loosen the tourniquet and use it" },
      { letter: "C", text: "A thrombosed vein: press on it to clear it, then use it" },
      { letter: "D", text: "An artery: do not use it, and look for another vessel" },
    ],
    correct: "D",
    explanation:
      "A pulsating vessel is an artery, most often the brachial artery on the medial side of the fossa, and puncturing it risks a large haematoma. Veins feel soft and bouncy and refill when pressed; a thrombosed vein feels hard and cord-like.",
    outcome,
    teaches: { lesson, section: "Finding a good vein" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
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
    outcome,
    teaches: { lesson, section: "Sites to avoid" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
  },
  {
    key: "side-of-a-mastectomy",
    text: "A patient had a left mastectomy with axillary lymph node clearance. Which arm should you use for venepuncture?",
    options: [
      {
        letter: "A",
        text: "The right arm, unless your local policy or the patient's team advises otherwise",
      },
      { letter: "B", text: "The left arm, because its veins are easier to see after surgery" },
      {
        letter: "C",
        text: "Either arm, because lymph node clearance does not affect venepuncture",
      },
      { letter: "D", text: "The left arm, as long as no tourniquet is used" },
    ],
    correct: "A",
    explanation:
      "After axillary clearance, lymph drains poorly from that arm, and UK practice is to avoid it for needles and tourniquets unless local policy or the patient's team says otherwise. Leaving off the tourniquet does not remove the concern about puncturing the skin of that arm.",
    outcome,
    teaches: { lesson, section: "Sites to avoid" },
    source: "WHO guidelines on drawing blood (2010), ch. 2; local NHS trust venepuncture policy",
  },
];
