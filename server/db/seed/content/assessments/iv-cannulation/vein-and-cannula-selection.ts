import type { QuestionSeed } from "../assessment-seed";

export const outcome = "Choosing the vein and the cannula";
const lesson = "vein-and-cannula-selection";

/** Finding a vein that will last and the smallest cannula that will do the job. */
export const questions: QuestionSeed[] = [
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
    outcome,
    teaches: { lesson, section: "What a good vein feels like" },
    source: "RCN Standards for Infusion Therapy (2016), site selection",
  },
  {
    key: "cephalic-vein-near-the-wrist",
    text: "Why should you avoid cannulating the cephalic vein close to the wrist?",
    options: [
      { letter: "A", text: "It lies close to the superficial branch of the radial nerve" },
      { letter: "B", text: "It runs too deep there to be seen or felt" },
      { letter: "C", text: "It is the vein most likely to roll away from the needle" },
      { letter: "D", text: "It is kept for dialysis access in every patient" },
    ],
    correct: "A",
    explanation:
      "Near the wrist the cephalic vein runs beside the superficial branch of the radial nerve, so a cannula there risks nerve injury. Higher up, in the mid-forearm, the same vein is large, straight and easy to stabilise, which makes it a good choice. It is the basilic vein that tends to roll.",
    outcome,
    teaches: { lesson, section: "Veins of the hand and forearm" },
    source: "RCN Standards for Infusion Therapy (2016), site selection",
  },
  {
    key: "inner-elbow-for-routine-cannulas",
    text: "Why is the median cubital vein at the inner elbow avoided for a routine peripheral cannula?",
    options: [
      {
        letter: "A",
        text: "It is too small in most adults to take anything larger than a 24G cannula",
      },
      {
        letter: "B",
        text: "It is usually thrombosed in adults from repeated blood tests, so a cannula will not thread",
      },
      {
        letter: "C",
        text: "Once it has been cannulated, it can never again be used for blood tests or future access",
      },
      {
        letter: "D",
        text: "It lies over a joint, close to the brachial artery and median nerve, so it is kept for venepuncture and emergency large-bore access",
      },
    ],
    correct: "D",
    explanation:
      "The inner elbow is an area of flexion: a cannula there kinks, moves and irritates the vein, and the brachial artery and median nerve lie close by. The vein is large and easy to find, which is why it is favoured for venepuncture and for large-bore access in an emergency.",
    outcome,
    teaches: { lesson, section: "Veins of the hand and forearm" },
    source: "RCN Standards for Infusion Therapy (2016), site selection",
  },
  {
    key: "helping-a-vein-fill",
    text: "Which of these is NOT a recommended way to help a vein fill before cannulation?",
    options: [
      { letter: "A", text: "Letting the arm hang below the level of the heart" },
      { letter: "B", text: "Warming the limb" },
      { letter: "C", text: "Slapping the skin over the vein" },
      { letter: "D", text: "Asking the patient to open and close their hand gently" },
    ],
    correct: "C",
    explanation:
      "Gravity, warmth and gentle hand movement all help a vein fill. Slapping the skin hurts and can cause bruising, so it is avoided; light stroking along the vein is a kinder alternative.",
    outcome,
    teaches: { lesson, section: "What a good vein feels like" },
    source: "RCN Standards for Infusion Therapy (2016), site selection",
  },
  {
    key: "arm-with-a-dialysis-fistula",
    text: "A patient on haemodialysis has an arteriovenous fistula in the left arm and needs a cannula. Both forearms have usable veins. What should you do?",
    options: [
      {
        letter: "A",
        text: "Use the left arm, because the fistula makes its veins larger and easier to cannulate",
      },
      {
        letter: "B",
        text: "Use the right arm, and follow local policy or the renal team's advice on preserving veins",
      },
      { letter: "C", text: "Use the left arm, but above the fistula rather than below it" },
      {
        letter: "D",
        text: "Use the back of the left hand, far enough from the fistula to be safe",
      },
    ],
    correct: "B",
    explanation:
      "A limb with a fistula or graft is never used for a cannula, because damaging it can cost the patient the access they depend on for dialysis. In chronic kidney disease the renal team may also ask you to keep particular arm veins for future access, so check before you choose.",
    outcome,
    teaches: { lesson, section: "Sites to avoid" },
    source:
      "RCN Standards for Infusion Therapy (2016), site selection; local renal vein preservation policy",
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
    outcome,
    teaches: { lesson, section: "Choosing the cannula gauge" },
    source: "RCN Standards for Infusion Therapy (2016), vascular access device selection",
  },
  {
    key: "fastest-flow-cannula",
    text: "Which of these peripheral cannulas allows the fastest flow?",
    options: [
      { letter: "A", text: "14G (orange)" },
      { letter: "B", text: "18G (green)" },
      { letter: "C", text: "22G (blue)" },
      { letter: "D", text: "24G (yellow)" },
    ],
    correct: "A",
    explanation:
      "The lower the gauge number, the larger the cannula, and flow rises steeply with internal diameter, so 14G is the fastest. It also needs a large vein and irritates it more, so it is kept for major trauma and haemorrhage rather than routine use.",
    outcome,
    teaches: { lesson, section: "Choosing the cannula gauge" },
    source:
      "ISO 10555-5 colour coding of peripheral catheters; RCN Standards for Infusion Therapy (2016)",
  },
  {
    key: "safety-engineered-cannula",
    text: "Why should you use a safety-engineered cannula?",
    options: [
      {
        letter: "A",
        text: "Its needle can be re-sheathed and used for a second attempt if the first one fails",
      },
      { letter: "B", text: "It removes the need for a sharps bin at the point of use" },
      {
        letter: "C",
        text: "Its shield makes it safe to recap the needle by hand after use, before you take it to the bin",
      },
      {
        letter: "D",
        text: "The law expects safer sharps where reasonably practicable, because they reduce needlestick injuries to staff",
      },
    ],
    correct: "D",
    explanation:
      "The Health and Safety (Sharp Instruments in Healthcare) Regulations 2013 require employers to use safer sharps where reasonably practicable, which protects staff from needlestick injury. A safety device does not make recapping, reuse or doing without a sharps bin acceptable.",
    outcome,
    teaches: { lesson, section: "Choosing the cannula gauge" },
    source: "Health and Safety (Sharp Instruments in Healthcare) Regulations 2013, regulation 5",
  },
];
