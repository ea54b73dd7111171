import type { QuestionSeed } from "../assessment-seed";

export const outcome = "Aseptic insertion";
const lesson = "procedure-aftercare-and-documentation";

/** Inserting a cannula step by step with Aseptic Non Touch Technique. */
export const questions: QuestionSeed[] = [
  {
    key: "identity-consent-and-allergies",
    text: "Before you cannulate, which checks do you make with the patient?",
    options: [
      {
        letter: "A",
        text: "Their blood group, when they last ate and drank, and whether they have had a cannula before",
      },
      {
        letter: "B",
        text: "Their name and bed number, because the wristband and the bed board confirm everything else",
      },
      {
        letter: "C",
        text: "Their identity against the wristband (name, date of birth and hospital number), their verbal consent, and allergies including chlorhexidine, latex and adhesives",
      },
      {
        letter: "D",
        text: "Their consent only, because allergies to equipment are checked by the pharmacist on admission",
      },
    ],
    correct: "C",
    explanation:
      "Identity is confirmed against the wristband, consent is gained after an explanation, and allergies to the antiseptic, latex and dressing adhesives are checked before anything touches the skin. A name alone can match two patients, and allergies to equipment are not on the pharmacist's list.",
    outcome,
    teaches: { lesson, section: "Step by step" },
    source: "NMC Code (2018), 4.2; NPSA Safer Practice Notice 24 (2007), patient identification",
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
    outcome,
    teaches: { lesson, section: "Step by step" },
    source: "RCN Standards for Infusion Therapy (2016), peripheral cannula insertion",
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
    outcome,
    teaches: { lesson, section: "Prepare" },
    source: "ANTT Clinical Practice Framework (Association for Safe Aseptic Practice)",
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
    outcome,
    teaches: { lesson, section: "Step by step" },
    source:
      "NICE CG139 (2012, updated 2017), 1.4 Vascular access devices; epic3 (2014), IVAD guidance",
  },
  {
    key: "applying-the-skin-antiseptic",
    text: "How should the chlorhexidine applicator be used on the skin before cannulation?",
    options: [
      {
        letter: "A",
        text: "One firm wipe over the vein, then insert straight away while the antiseptic is still wet and working",
      },
      {
        letter: "B",
        text: "Back-and-forth strokes with gentle friction for 30 seconds, then let it dry completely without blotting or fanning",
      },
      {
        letter: "C",
        text: "Circular strokes from the centre outwards, then blot the skin dry with sterile gauze before inserting",
      },
      {
        letter: "D",
        text: "A five-second swab, then fan the skin or blow on it gently so that it dries faster",
      },
    ],
    correct: "B",
    explanation:
      "Friction for 30 seconds works the antiseptic into the skin, and drying completely is what lets it act and stops it being carried into the vein, where it can cause chemical phlebitis. Blotting, fanning or inserting through wet antiseptic undo that.",
    outcome,
    teaches: { lesson, section: "Step by step" },
    source:
      "epic3 (2014), IVAD guidance; ANTT Clinical Practice Framework (Association for Safe Aseptic Practice)",
  },
  {
    key: "touching-the-cleaned-site",
    text: "The skin has been cleaned and has dried, and you want to feel the vein once more before inserting. What should you do?",
    options: [
      {
        letter: "A",
        text: "Feel it with a gloved fingertip, because non-sterile gloves are clean enough for the key site",
      },
      {
        letter: "B",
        text: "Avoid touching it; if you do touch the site, clean the skin again and let it dry before inserting",
      },
      {
        letter: "C",
        text: "Feel it, then wipe the spot with dry sterile gauze so that the skin is clean again",
      },
      {
        letter: "D",
        text: "Feel it through the sterile wrapper of the cannula, so your glove never touches the skin",
      },
    ],
    correct: "B",
    explanation:
      "The cleaned skin is the key site in ANTT, and non-sterile gloves, gauze or packaging touching it all recontaminate it. Choose the vein by feel before cleaning; if the site is touched afterwards, clean it again.",
    outcome,
    teaches: { lesson, section: "Prepare" },
    source: "ANTT Clinical Practice Framework (Association for Safe Aseptic Practice)",
  },
  {
    key: "insertion-angle-and-bevel",
    text: "How should the cannula be introduced into the vein?",
    options: [
      { letter: "A", text: "Bevel down, at about 45°, against the direction of venous flow" },
      { letter: "B", text: "Bevel up, at about 60°, straight down onto the vein" },
      {
        letter: "C",
        text: "Bevel up, in the direction of venous flow, at about 10–30° to the skin",
      },
      { letter: "D", text: "Bevel to the side, at 90° to the skin" },
    ],
    correct: "C",
    explanation:
      "A shallow angle with the bevel up enters the vein cleanly along its length: shallower for superficial veins, a little steeper for deeper ones. Steep angles risk going straight through the back wall of the vein, which causes a haematoma.",
    outcome,
    teaches: { lesson, section: "Step by step" },
    source: "RCN Standards for Infusion Therapy (2016), peripheral cannula insertion",
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
    outcome,
    teaches: { lesson, section: "Step by step" },
    source: "RCN Standards for Infusion Therapy (2016), peripheral cannula insertion",
  },
  {
    key: "disposing-of-the-needle",
    text: "The catheter is in the vein and the tourniquet released. What do you do with the needle?",
    options: [
      {
        letter: "A",
        text: "Recap it carefully and put it in the sharps bin at the end of the procedure",
      },
      { letter: "B", text: "Lay it on the tray and dispose of it with the packaging" },
      { letter: "C", text: "Hand it to an assistant to dispose of" },
      {
        letter: "D",
        text: "Activate its safety mechanism and put it straight into the sharps bin at the point of use",
      },
    ],
    correct: "D",
    explanation:
      "The Sharps Regulations 2013 ban recapping and expect sharps containers close to where sharps are used, so the needle goes straight into the bin with its safety mechanism engaged. A needle left on a tray or passed by hand is how colleagues get injured.",
    outcome,
    teaches: { lesson, section: "Step by step" },
    source: "Health and Safety (Sharp Instruments in Healthcare) Regulations 2013, regulation 5",
  },
  {
    key: "pain-on-first-flush",
    text: "As you flush a newly sited cannula, the skin above it swells and the patient says it hurts. What does this mean, and what should you do?",
    options: [
      { letter: "A", text: "The cannula is not in the vein: stop and remove it" },
      { letter: "B", text: "The vein is in spasm: flush harder to open it" },
      { letter: "C", text: "This is normal: flush more slowly and carry on" },
      { letter: "D", text: "The extension set is kinked: replace it and flush again" },
    ],
    correct: "A",
    explanation:
      "Swelling, pain or resistance on flushing means the fluid is going into the tissues, not the vein. Stop and remove the cannula; flushing harder or carrying on only adds to the infiltration.",
    outcome,
    teaches: { lesson, section: "Step by step" },
    source: "RCN Standards for Infusion Therapy (2016), peripheral cannula insertion",
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
    outcome,
    teaches: { lesson, section: "Step by step" },
    source:
      "RCN Standards for Infusion Therapy (2016), peripheral cannula insertion; local NHS trust cannulation policy",
  },
];
