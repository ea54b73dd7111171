import type { CourseSeed } from "./course-seed";
import { lessonVideos } from "./lesson-videos";

/**
 * Demo course: venepuncture for beginners. Clinical content follows UK practice (WHO guidelines
 * on drawing blood, RCN and NHS trust policy, the Health and Safety (Sharp Instruments in
 * Healthcare) Regulations 2013); every lesson points learners back to local policy.
 */
export const venepunctureCourse: CourseSeed = {
  slug: "venepuncture-essentials",
  title: "Venepuncture Essentials",
  description:
    "A practical, beginner-friendly guide to taking blood safely and getting a sample the laboratory can use. Learn how to prepare, gain consent and identify your patient positively, choose a vein in the antecubital fossa, fill tubes in the right order of draw and handle the complications every phlebotomist meets sooner or later. Written for nurses, midwives, paramedics, doctors and students in line with current UK guidance.",
  coverImage: "/images/courses/venepuncture-essentials.svg",
  features: [
    "Four short, illustrated lessons you can finish in a shift break or two",
    "Clear diagrams of the antecubital fossa and the order of draw",
    "A step-by-step procedure built around Aseptic Non Touch Technique",
    "Troubleshooting tips for failed attempts and haemolysed samples",
    "A quick-reference needlestick injury action plan",
  ],
  learningOutline: [
    "Prepare for venepuncture and gain valid consent",
    "Identify your patient positively and label samples at the bedside",
    "Choose a suitable vein and recognise the structures to avoid",
    "Fill blood tubes in the correct order of draw",
    "Perform venepuncture using Aseptic Non Touch Technique",
    "Prevent and manage common complications",
    "Act quickly and correctly after a needlestick injury",
  ],
  difficultyLevel: "Beginner",
  estimatedDuration: 75,
  requiredTier: "standard",
  modules: [
    {
      title: "Before the needle",
      description:
        "Preparation, consent, positive patient identification and choosing the right vein.",
      lessons: [
        {
          slug: "preparation-consent-and-patient-identification",
          title: "Preparation, consent and positive patient identification",
          summary:
            "Get the request, the patient and the labelling right before and after the needle goes in.",
          ...lessonVideos.venepuncture,
          blocks: [
            {
              type: "text",
              content: {
                text: "Many venepuncture errors happen away from the vein: a sample taken from the wrong patient, a test missed from the request or a tube labelled at the nurses' station. A calm, consistent routine protects your patient, the result and you. This lesson follows the principles in the WHO guidelines on drawing blood and the venepuncture policies used across NHS trusts; your own trust's policy always comes first.",
              },
            },
            {
              type: "header",
              content: { text: "Before you go to the bedside" },
              metadata: { level: 2 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Check the request: the patient's details, the tests wanted and any timing, such as drug levels, fasting or timed samples.",
                  "Know which tube each test needs. If you are not sure, look it up in your laboratory's handbook rather than guessing.",
                  "Gather everything on a clean tray, including a sharps bin to take to the bedside, so you never have to leave the patient mid-procedure.",
                  "Decontaminate your hands, and clean the tray according to local policy.",
                ],
              },
              metadata: { listType: "unordered" },
            },
            {
              type: "header",
              content: { text: "Consent and a few key questions" },
              metadata: { level: 2 },
            },
            {
              type: "markdown",
              content: {
                text: `Introduce yourself, explain what you are going to do and why, and ask for the patient's agreement. Verbal consent is usual, but it must still be informed and freely given. If an adult lacks capacity to consent, act in their best interests under the Mental Capacity Act 2005 (or the equivalent law where you work) and follow local policy.

Before you start, ask:

- **Have you had a blood test before? Any problems, such as fainting?** If so, lie the patient down.
- **Are you worried about needles?** Acknowledge it; a calm explanation helps.
- **Any allergies?** In particular latex, chlorhexidine or plasters.
- **Do you take anything that thins the blood?** You will need to press for longer afterwards.
- **Is there an arm we should avoid?** For example, the side of a mastectomy or lymph node clearance, a fistula or a limb affected by stroke.`,
              },
            },
            {
              type: "header",
              content: { text: "Positive patient identification" },
              metadata: { level: 2 },
            },
            {
              type: "text",
              content: {
                text: "Ask open questions: 'Can you tell me your full name and date of birth?' Never ask 'Are you Mr Jones?', because an anxious, confused or hard-of-hearing patient may simply say yes. Check the answers against the identity band and the request form, including the hospital or NHS number. Everything must match exactly. If the patient cannot tell you who they are, rely on the identity band and your trust's policy, and never proceed on an assumption.",
              },
            },
            {
              type: "image",
              content: {
                url: "/images/courses/venepuncture/patient-identification.svg",
                alt: "Three steps of positive patient identification: ask the patient to state their name and date of birth, check the identity band and request form match, then label the tubes at the bedside.",
              },
              metadata: {
                caption: "Ask, check, label: the identification loop closes at the bedside.",
                width: 600,
                height: 400,
              },
            },
            {
              type: "header",
              content: { text: "Label at the bedside" },
              metadata: { level: 3 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Label each tube immediately after filling it, in front of the patient, using the details you have just checked.",
                  "Never pre-label empty tubes, and never carry unlabelled samples away to label later.",
                  "Deal with one patient at a time: one patient, one tray, one set of labels.",
                  "Add the date, time and your signature or initials as your policy requires.",
                  "Follow the stricter rules for blood transfusion samples, which are often handwritten and may need a second, separately taken sample to confirm the blood group.",
                  "Bag the samples with the request and send them promptly.",
                ],
              },
              metadata: { listType: "ordered" },
            },
            {
              type: "markdown",
              content: {
                text: "**Remember:** a mislabelled sample can be more dangerous than no sample at all, because the wrong result may be acted on for the wrong patient. If anything does not match, stop and sort it out before you go any further.",
              },
            },
          ],
        },
        {
          slug: "choosing-a-vein",
          title: "Choosing a vein in the antecubital fossa",
          summary:
            "Find the median cubital, cephalic and basilic veins, and understand why you stay clear of the brachial artery and median nerve.",
          ...lessonVideos.venepuncture,
          blocks: [
            {
              type: "text",
              content: {
                text: "The antecubital fossa, the shallow hollow at the front of the elbow, is the usual first choice for venepuncture in adults. Its veins are large, close to the surface and easy to reach with the arm supported and straight. Vein patterns vary a great deal from person to person, so use the map below as a starting point and let your fingers make the final decision.",
              },
            },
            {
              type: "header",
              content: { text: "The three main veins" },
              metadata: { level: 2 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Median cubital vein: runs diagonally across the fossa, joining the cephalic and basilic veins. Usually the first choice because it is large, well anchored and less likely to roll, and in much of the fossa the bicipital aponeurosis lies between it and the deeper structures.",
                  "Cephalic vein: on the lateral (thumb) side. A good second choice, although it can be harder to anchor and a small sensory nerve of the forearm runs close by.",
                  "Basilic vein: on the medial (little-finger) side. Often prominent but the last choice in the fossa, because it tends to roll and lies close to the brachial artery and median nerve.",
                ],
              },
              metadata: { listType: "unordered" },
            },
            {
              type: "image",
              content: {
                url: "/images/courses/venepuncture/antecubital-fossa.svg",
                alt: "Diagram of a right arm, palm up, showing the cephalic vein on the thumb side, the basilic vein on the little-finger side and the median cubital vein crossing between them, with the biceps tendon, brachial artery and median nerve lying deeper on the medial side.",
              },
              metadata: {
                caption:
                  "Schematic right arm, palm up. The artery and nerve lie deeper, medial to the biceps tendon.",
                width: 600,
                height: 400,
              },
            },
            {
              type: "header",
              content: { text: "Why take care on the medial side" },
              metadata: { level: 2 },
            },
            {
              type: "text",
              content: {
                text: "The brachial artery and the median nerve run through the fossa just medial to the biceps tendon, beneath the bicipital aponeurosis. A needle that goes too deep, or that is angled towards the basilic vein, can puncture the artery or touch the nerve. Nerve injury is uncommon, but it can cause pain that lasts for months. Keep your angle shallow, never probe blindly, and stop at once if the patient describes sharp, shooting or electric pain, or pins and needles running down the arm.",
              },
            },
            {
              type: "header",
              content: { text: "Finding a good vein" },
              metadata: { level: 2 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Apply the tourniquet about 7 to 10 cm above the intended site.",
                  "Look, then feel with the tip of your index finger rather than your thumb, which has a pulse of its own.",
                  "Choose a vein that feels soft and bouncy and refills when you press and release it. A pulsating vessel is an artery; a hard, cord-like one is a tendon or a thrombosed vein.",
                  "Trace the direction the vein runs so you can line your needle up with it.",
                  "Help veins fill by keeping the arm below heart level and warm. A gentle clenched fist is fine, but repeated pumping can falsely raise potassium.",
                  "Keep the tourniquet on for less than a minute. If the search takes longer, release it and let the arm rest for a couple of minutes before reapplying.",
                ],
              },
              metadata: { listType: "ordered" },
            },
            {
              type: "header",
              content: { text: "Sites to avoid" },
              metadata: { level: 3 },
            },
            {
              type: "markdown",
              content: {
                text: `- **An arm with an infusion running:** the sample will be diluted or contaminated. Use the other arm.
- **The side of a mastectomy or axillary lymph node clearance**, unless your local policy says otherwise.
- **A fistula or graft for dialysis**, or a limb affected by stroke.
- **Skin that is bruised, swollen, infected, burnt or scarred**, and veins that feel hard or thrombosed.
- **The inner wrist, legs and feet**, unless local policy allows it and a senior colleague agrees.

If you cannot find a vein you feel confident about, do not guess. Ask an experienced colleague for help.`,
              },
            },
          ],
        },
      ],
    },
    {
      title: "Taking the sample",
      description:
        "Equipment, the order of draw, the procedure step by step, and what to do when things go wrong.",
      lessons: [
        {
          slug: "equipment-order-of-draw-and-procedure",
          title: "Equipment, order of draw and the procedure",
          summary:
            "Fill the right tubes in the right order with a clean, safe technique from tourniquet to sharps bin.",
          ...lessonVideos.venepuncture,
          blocks: [
            {
              type: "text",
              content: {
                text: "Most UK hospitals use a closed vacuum system: a safety needle on a single-use holder, with tubes that draw the right volume for their additive. Closed systems and safety-engineered needles reduce your exposure to blood, and the Health and Safety (Sharp Instruments in Healthcare) Regulations 2013 expect employers to provide them where reasonably practicable.",
              },
            },
            {
              type: "header",
              content: { text: "Equipment checklist" },
              metadata: { level: 2 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Non-sterile gloves and an apron, as your local policy requires.",
                  "A clean tourniquet, single-patient use where your trust provides them.",
                  "A 2% chlorhexidine gluconate in 70% isopropyl alcohol applicator.",
                  "A safety needle (commonly 21G) and holder, or a safety winged set (often 23G) for small or fragile veins.",
                  "The correct tubes, checked for expiry date.",
                  "Gauze, and a plaster or tape the patient is not allergic to.",
                  "A sharps bin at the point of use, labels, a specimen bag and the request.",
                ],
              },
              metadata: { listType: "unordered" },
            },
            {
              type: "header",
              content: { text: "The order of draw" },
              metadata: { level: 2 },
            },
            {
              type: "text",
              content: {
                text: "Each tube contains an additive, and a trace can travel on the needle into the next tube. Carry-over of EDTA, for example, can falsely raise potassium and lower calcium. Filling tubes in a set order prevents this. The order used in the UK with common vacutainer-style systems is:",
              },
            },
            {
              type: "list",
              content: {
                items: [
                  "Blood cultures",
                  "Citrate (light blue), for coagulation tests: fill exactly to the line",
                  "Serum (red or gold), with or without gel",
                  "Heparin (green)",
                  "EDTA (lavender), for example a full blood count",
                  "Fluoride oxalate (grey), for example glucose",
                ],
              },
              metadata: { listType: "ordered" },
            },
            {
              type: "image",
              content: {
                url: "/images/courses/venepuncture/order-of-draw.svg",
                alt: "Chart of the order of draw: blood culture bottles first, then tubes with light blue, red or gold, green, lavender and grey caps.",
              },
              metadata: {
                caption:
                  "Cap colours vary between manufacturers. Your local laboratory's policy always prevails.",
                width: 600,
                height: 400,
              },
            },
            {
              type: "markdown",
              content: {
                text: "**Local laboratory policy prevails.** Check your laboratory's handbook for which tube each test needs and any local variations. Gently invert each tube as its manufacturer recommends; never shake it. Never pour blood from one tube into another: it defeats the order of draw and can ruin both samples.",
              },
            },
            {
              type: "header",
              content: { text: "Step by step" },
              metadata: { level: 2 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Confirm identity and consent, and position the patient seated or lying with the arm supported and straight.",
                  "Decontaminate your hands and put on gloves. Use Aseptic Non Touch Technique (ANTT): protect the key parts, such as the needle, and the key site.",
                  "Apply the tourniquet and select your vein. The tourniquet should stay on for under one minute in total.",
                  "Clean the site with 2% chlorhexidine in 70% alcohol for about 30 seconds and let it dry completely. Do not touch it again.",
                  "Anchor the vein by gently stretching the skin below the site with your other thumb.",
                  "Insert the needle bevel up at an angle of 15 to 30 degrees, in line with the vein.",
                  "Hold the holder steady and push on each tube in the order of draw, letting it fill until the vacuum is spent.",
                  "Release the tourniquet once blood is flowing, and always before you withdraw the needle.",
                  "Remove the last tube, withdraw the needle, activate the safety device and drop the needle and holder as one unit into the sharps bin at the point of use.",
                  "Press with gauze, arm straight, until bleeding stops: longer if the patient takes anticoagulants. Then label at the bedside.",
                ],
              },
              metadata: { listType: "ordered" },
            },
            {
              type: "image",
              content: {
                url: "/images/courses/venepuncture/needle-angle.svg",
                alt: "Side view of a needle entering a vein beneath the skin at an angle between 15 and 30 degrees with the bevel facing up and the skin anchored below the site.",
              },
              metadata: {
                caption: "A shallow angle, bevel up, with the vein anchored below the site.",
                width: 600,
                height: 400,
              },
            },
          ],
        },
        {
          slug: "complications-and-troubleshooting",
          title: "Complications and troubleshooting",
          summary:
            "Prevent and manage haematoma, fainting, failed attempts, spoiled samples and needlestick injuries.",
          ...lessonVideos.venepuncture,
          blocks: [
            {
              type: "text",
              content: {
                text: "Even with careful technique, things sometimes go wrong. Knowing what to expect, and what to do, keeps a minor problem minor and keeps patients trusting you with their next blood test. Whatever happens, tell the patient, document it and report it in line with local policy.",
              },
            },
            {
              type: "header",
              content: { text: "Haematoma and arterial puncture" },
              metadata: { level: 2 },
            },
            {
              type: "markdown",
              content: {
                text: `A haematoma forms when blood leaks into the tissues, usually because the needle passed through the vein or pressure afterwards was too short. **Prevent it** by keeping a shallow angle, releasing the tourniquet before withdrawing and pressing with the arm straight, not bent.

If a swelling appears, release the tourniquet, withdraw the needle and press firmly. Bright red blood that spurts or fills the tube very fast suggests **arterial puncture**: withdraw, press firmly for at least five minutes, check the hand's circulation and tell a senior colleague.`,
              },
            },
            {
              type: "header",
              content: { text: "Feeling faint" },
              metadata: { level: 2 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Watch for warning signs: pallor, sweating, yawning, nausea or light-headedness.",
                  "Stop: release the tourniquet, withdraw the needle and press on the site.",
                  "Lie the patient flat and raise their legs. Do not leave them alone.",
                  "Check their observations and let them recover fully before they sit up.",
                  "Record it, so next time they can lie down from the start.",
                ],
              },
              metadata: { listType: "unordered" },
            },
            {
              type: "header",
              content: { text: "When the blood will not come" },
              metadata: { level: 2 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Check the tube is pushed fully onto the holder, and try a fresh tube in case the vacuum has been lost.",
                  "The bevel may be against the vein wall: a very small adjustment of depth may help. Never sweep or probe.",
                  "A small vein may collapse under the vacuum: a winged set, or a smaller tube if your laboratory allows, may help.",
                  "Many trusts allow no more than two attempts per practitioner before you ask a more experienced colleague. Check your local policy.",
                ],
              },
              metadata: { listType: "unordered" },
            },
            {
              type: "header",
              content: { text: "Haemolysed and spoiled samples" },
              metadata: { level: 3 },
            },
            {
              type: "markdown",
              content: {
                text: `Haemolysis, the breakdown of red cells in the sample, releases potassium and can make results unusable or misleading. Common causes include:

- a long or tight tourniquet, or repeated fist pumping
- skin cleaned but not allowed to dry
- a very fine needle, or forcing blood through a needle from a syringe
- shaking tubes instead of inverting them gently
- delays in getting the sample to the laboratory

An under-filled citrate tube, a wrong order of draw or a sample taken above a drip can also give misleading results.`,
              },
            },
            {
              type: "header",
              content: { text: "Needlestick injury: bleed, wash, report" },
              metadata: { level: 2 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Bleed: gently encourage the wound to bleed. Do not suck it or scrub it.",
                  "Wash: rinse under running water with soap, then cover with a waterproof dressing. For splashes to the eyes or mouth, rinse with plenty of water.",
                  "Report: tell your manager and contact occupational health straight away, or the emergency department out of hours. Treatment to prevent infection works best when started quickly.",
                  "Record: complete an incident report. A colleague, not you, will assess the source patient and ask for their consent to testing.",
                ],
              },
              metadata: { listType: "ordered" },
            },
            {
              type: "image",
              content: {
                url: "/images/courses/venepuncture/needlestick-actions.svg",
                alt: "Needlestick injury action plan in four steps: bleed, wash, report to your manager and occupational health, and record an incident report.",
              },
              metadata: {
                caption: "Act at once: post-exposure treatment works best when started early.",
                width: 600,
                height: 400,
              },
            },
          ],
        },
      ],
    },
  ],
};
