import type { QuestionSeed } from "../assessment-seed";

export const outcome = "Order of draw and procedure";
const lesson = "equipment-order-of-draw-and-procedure";

/** The equipment, the order tubes are filled in, and the procedure from tourniquet to sharps bin. */
export const questions: QuestionSeed[] = [
  {
    key: "winged-set-for-fragile-veins",
    text: "Which device suits a patient with small or fragile veins?",
    options: [
      { letter: "A", text: "A 16G needle, because a wide needle reduces haemolysis" },
      { letter: "B", text: "A safety winged set, often 23G" },
      { letter: "C", text: "A 21G needle with the largest vacuum tube available" },
      { letter: "D", text: "A syringe with a 14G needle" },
    ],
    correct: "B",
    explanation:
      "A winged set is easier to control in a small vein and its finer needle suits fragile veins. Large needles need large veins, and a big vacuum tube can make a small vein collapse.",
    outcome,
    teaches: { lesson, section: "Equipment checklist" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
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
    outcome,
    teaches: { lesson, section: "The order of draw" },
    source: "CLSI GP41 (2017), order of draw, as adopted by UK laboratories",
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
    outcome,
    teaches: { lesson, section: "The order of draw" },
    source: "CLSI GP41 (2017), order of draw, as adopted by UK laboratories",
  },
  {
    key: "citrate-tube-fill-line",
    text: "Why must a citrate (light blue) coagulation tube be filled exactly to the line?",
    options: [
      {
        letter: "A",
        text: "So the tube is heavy enough to balance the others in the laboratory's centrifuge",
      },
      {
        letter: "B",
        text: "Because an under-filled tube lets the blood clot before it reaches the laboratory",
      },
      {
        letter: "C",
        text: "Because the laboratory uses the volume of blood to work out the dose of the patient's anticoagulant",
      },
      {
        letter: "D",
        text: "The ratio of citrate to blood is fixed; an under-filled tube has too much anticoagulant and can give falsely prolonged clotting times",
      },
    ],
    correct: "D",
    explanation:
      "Coagulation tests assume one part citrate to nine parts blood. Too little blood leaves excess citrate, which binds the calcium the test adds back and prolongs the clotting times, so the laboratory may reject the sample or report a misleading result.",
    outcome,
    teaches: { lesson, section: "The order of draw" },
    source: "CLSI H21-A5 (2008), collection of specimens for plasma-based coagulation assays",
  },
  {
    key: "never-pour-between-tubes",
    text: "An EDTA tube filled poorly, and a colleague suggests topping it up from a well-filled serum tube. What should you do?",
    options: [
      {
        letter: "A",
        text: "Top it up, because both tubes hold blood from the same patient, taken at the same time",
      },
      {
        letter: "B",
        text: "Never pour blood from one tube into another; if the sample is not adequate, take a new one",
      },
      {
        letter: "C",
        text: "Top it up, then shake the EDTA tube firmly so the additive mixes with the new blood",
      },
      {
        letter: "D",
        text: "Top it up and note on the request form that the sample was combined from two tubes",
      },
    ],
    correct: "B",
    explanation:
      "Blood from another tube carries that tube's additive, such as a clot activator, and defeats the order of draw, spoiling both samples. If a tube is not adequate, a fresh sample is taken; shaking only adds haemolysis.",
    outcome,
    teaches: { lesson, section: "The order of draw" },
    source: "WHO guidelines on drawing blood (2010), ch. 2; CLSI GP41 (2017)",
  },
  {
    key: "cleaning-the-skin-for-venepuncture",
    text: "In this course's procedure, how should you clean the skin before venepuncture?",
    options: [
      {
        letter: "A",
        text: "2% chlorhexidine gluconate in 70% isopropyl alcohol for about 30 seconds, then let it dry completely and do not touch it again",
      },
      {
        letter: "B",
        text: "An alcohol wipe, then insert the needle straight away while the skin is still wet and the antiseptic working",
      },
      {
        letter: "C",
        text: "Soap and water, then dry the site with a paper towel so no antiseptic can enter the sample",
      },
      {
        letter: "D",
        text: "Chlorhexidine, then feel the vein again with a gloved finger to check its position before inserting",
      },
    ],
    correct: "A",
    explanation:
      "The antiseptic needs friction and time, and it must dry fully: wet antiseptic stings, can haemolyse the sample and has not finished working. Feeling the vein again after cleaning recontaminates the key site, so it is cleaned again if touched.",
    outcome,
    teaches: { lesson, section: "Step by step" },
    source:
      "WHO guidelines on drawing blood (2010), ch. 2; ANTT Clinical Practice Framework (Association for Safe Aseptic Practice)",
  },
  {
    key: "venepuncture-needle-angle",
    text: "At what angle should the needle enter the vein for venepuncture?",
    options: [
      { letter: "A", text: "90°, straight down onto the vein" },
      { letter: "B", text: "45–60°, bevel down" },
      { letter: "C", text: "15–30°, bevel up and in line with the vein" },
      { letter: "D", text: "Flat against the skin, bevel to the side" },
    ],
    correct: "C",
    explanation:
      "A shallow angle with the bevel up, lined up with the vein and the skin anchored below, enters the vein without passing through it. Steep angles go through the back wall, causing a haematoma, and near the medial side they risk the artery and nerve.",
    outcome,
    teaches: { lesson, section: "Step by step" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
  },
  {
    key: "disposing-of-needle-and-holder",
    text: "After you withdraw the needle, how should you dispose of the needle and holder?",
    options: [
      {
        letter: "A",
        text: "Unscrew the needle from the holder by hand, drop it in the bin and keep the holder for the next patient",
      },
      {
        letter: "B",
        text: "Recap the needle using one hand and drop it into the sharps bin at the end of the round",
      },
      {
        letter: "C",
        text: "Lay them on the tray and take them to the sharps bin once the patient is comfortable",
      },
      {
        letter: "D",
        text: "Activate the safety device and drop the needle and holder as one unit into the sharps bin at the point of use",
      },
    ],
    correct: "D",
    explanation:
      "Unscrewing, recapping and leaving sharps on a tray are the moments when needlestick injuries happen. The Sharps Regulations 2013 ban recapping and expect sharps containers at the point of use, and the holder is single use.",
    outcome,
    teaches: { lesson, section: "Step by step" },
    source: "Health and Safety (Sharp Instruments in Healthcare) Regulations 2013, regulation 5",
  },
];
