import type { CourseSeed } from "./course-seed";
import { lessonVideos } from "./lesson-videos";

const img = (name: string) => `/images/courses/iv-cannulation/${name}.svg`;

/** The flagship demo course (docs/product/learning.md#courses-we-ship): three lessons, every block type. */
export const ivCannulationCourse: CourseSeed = {
  slug: "demo-iv-cannulation",
  title: "Intravenous Cannulation",
  description:
    "A practical, evidence-based guide to peripheral intravenous cannulation for doctors, nurses, midwives, paramedics and students: when a cannula is the right choice, how to choose the vein and the device, how to insert it safely with Aseptic Non Touch Technique, and how to look after it until it comes out. Built on current UK guidance: NICE CG139, epic3 and the RCN Standards for Infusion Therapy.",
  coverImage: "/images/courses/demo-iv-cannulation.svg",
  features: [
    "Step-by-step procedure walkthrough",
    "Interactive VR practice session",
    "Clear diagrams of hand and forearm veins, gauges and insertion angle",
    "Complications and VIP score quick reference",
    "Grounded in NICE CG139, epic3 and RCN standards",
  ],
  learningOutline: [
    "Decide when a peripheral cannula is indicated, and when it is not",
    "Prevent, recognise and manage the complications of peripheral cannulation",
    "Assess an insertion site with the Visual Infusion Phlebitis (VIP) score",
    "Identify the veins of the hand and forearm and choose a safe site",
    "Match the cannula gauge to the vein, the patient and the therapy",
    "Insert a cannula step by step using Aseptic Non Touch Technique",
    "Care for, document and remove a cannula in line with NICE CG139 and epic3",
  ],
  difficultyLevel: "Intermediate",
  estimatedDuration: 120,
  requiredTier: "standard",
  modules: [
    {
      title: "Before you cannulate",
      description: "Why we place peripheral cannulas, what can go wrong, and how to spot it early.",
      lessons: [
        {
          slug: "indications-and-complications",
          title: "Indications and complications",
          summary:
            "When a peripheral cannula is the right choice, and how to prevent, recognise and manage the problems it can cause.",
          ...lessonVideos.ivCannulation,
          blocks: [
            {
              type: "text",
              content: {
                text: "Peripheral intravenous cannulation is one of the most common invasive procedures in healthcare, and one of the first that many clinicians learn. It looks simple, but every cannula is a break in the skin that leads straight into the bloodstream. This course teaches you to place cannulas that are needed, that work first time as often as possible, and that come out before they cause harm.",
              },
            },
            {
              type: "text",
              content: {
                text: "Throughout, we follow current UK guidance: NICE clinical guideline CG139 (Healthcare-associated infections: prevention and control in primary and community care), the epic3 national evidence-based guidelines for preventing healthcare-associated infections in NHS hospitals in England, the Royal College of Nursing Standards for Infusion Therapy (2016), and the local NHS policies that put them into practice. Where your trust's policy differs on a detail, follow your policy, and only cannulate once you have been trained and assessed as competent.",
              },
            },
            {
              type: "header",
              content: { text: "When is a cannula indicated?" },
              metadata: { level: 2 },
            },
            {
              type: "text",
              content: {
                text: "A peripheral cannula is justified when there is a clear clinical need for intravenous access, usually for a short period. Common reasons include:",
              },
            },
            {
              type: "list",
              content: {
                items: [
                  "Intravenous fluids for resuscitation, replacement or maintenance when the oral or enteral route is not enough.",
                  "Intravenous medicines, such as antibiotics, analgesia or antiemetics, when the IV route is clinically needed.",
                  "Transfusion of blood and blood products.",
                  "Contrast media for imaging, for example CT scans.",
                  "Anaesthesia, sedation and procedures, and reliable access in a patient who is acutely unwell or deteriorating.",
                ],
              },
              metadata: { listType: "unordered" },
            },
            {
              type: "markdown",
              content: {
                text: '**Before you reach for the tourniquet, ask three questions:**\n\n1. **Is IV therapy really needed?** If the patient can take medicines by mouth, the oral route is usually safer and kinder.\n2. **Is a short peripheral cannula the right device?** Long courses of treatment, or irritant and vesicant medicines, may need a midline or central device. Ask your vascular access or IV team.\n3. **Will it actually be used?** A cannula left in "just in case" carries all of the risks and none of the benefits. If you do site one in anticipation, for example in a deteriorating patient, document why.',
              },
            },
            {
              type: "header",
              content: { text: "Complications: prevent, recognise, act" },
              metadata: { level: 2 },
            },
            {
              type: "text",
              content: {
                text: "Most complications of peripheral cannulation are preventable. Good vein and device choice, strict asepsis, secure fixation and regular review do most of the work, and these are exactly the principles behind the recommendations in NICE CG139 and epic3. Just as important is catching problems early, which means looking at the site, touching the skin around it and asking the patient how it feels.",
              },
            },
            { type: "header", content: { text: "Phlebitis" }, metadata: { level: 3 } },
            {
              type: "text",
              content: {
                text: "Phlebitis is inflammation of the vein wall. It causes pain, redness, swelling and, as it progresses, a hard, cord-like vein. In UK practice it is recognised and graded with the Visual Infusion Phlebitis (VIP) score, developed by Andrew Jackson and used across NHS trusts. Score the site at least once every shift and whenever you use the cannula: from a score of 2 upwards, the cannula should come out.",
              },
            },
            {
              type: "image",
              content: {
                url: img("vip-score-scale"),
                alt: "The Visual Infusion Phlebitis score from 0, a healthy site, to 5, thrombophlebitis with pyrexia, with the action for each score.",
              },
              metadata: {
                caption:
                  "The VIP score. From 2 upwards, remove the cannula and re-site only if IV access is still needed.",
                width: 600,
                height: 400,
              },
            },
            {
              type: "markdown",
              content: {
                text: "Phlebitis has three main causes, and each has its own prevention:\n\n| Type | Common causes | Prevention |\n| --- | --- | --- |\n| Mechanical | Cannula too large for the vein, movement over a joint, poor fixation | Smallest suitable gauge, avoid areas of flexion, secure with a dressing |\n| Chemical | Irritant drugs or fluids, infusing too fast, antiseptic still wet on insertion | Follow dilution and rate guidance, let the chlorhexidine dry fully |\n| Infective | Breaks in asepsis, contaminated hubs, cannula left in longer than needed | Hand hygiene, ANTT, clean ports before access, remove promptly |\n\n**When you find it:** remove the cannula, re-site elsewhere only if still needed, document the VIP score and escalate if redness is spreading or the patient has a fever.",
              },
            },
            {
              type: "header",
              content: { text: "Infiltration and extravasation" },
              metadata: { level: 3 },
            },
            {
              type: "text",
              content: {
                text: "Infiltration is leakage of a non-vesicant fluid into the tissues around the vein. Extravasation is the same thing with a vesicant, a drug capable of causing blistering and tissue damage, such as some chemotherapy agents. Look for swelling, tightness, coolness or blanching of the skin, pain or burning, leaking at the site, and an infusion that slows or stops. Prevent it with a well-secured cannula away from joints, regular checks during infusions and patients who know to tell you straight away if the site hurts. If it happens, stop the infusion at once. For infiltration, remove the cannula, elevate the limb and document. For suspected extravasation, follow your local extravasation policy without delay, which may ask you to leave the cannula in briefly to aspirate the drug, and get senior or specialist advice.",
              },
            },
            {
              type: "header",
              content: { text: "Other complications to know" },
              metadata: { level: 3 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Haematoma: blood leaking into the tissues after the vein wall is punctured through, or after too little pressure on removal. Prevent it by releasing the tourniquet before withdrawing the needle and pressing firmly after a failed attempt or removal, especially in patients on anticoagulants. Recognise swelling and bruising; remove, apply pressure and elevate.",
                  "Infection: from local site infection to bloodstream infection. Prevent it with hand hygiene, ANTT, 2% chlorhexidine in 70% alcohol, a sterile transparent dressing, cleaning ports before each access and prompt removal. Watch for redness, pus, fever or rigors; remove the cannula, escalate and follow your sepsis pathway where indicated.",
                  "Air embolism: rare with peripheral lines but potentially fatal. Prime all lines and extension sets, use Luer-lock connections and never leave a line open to air. Sudden breathlessness, chest pain, hypotension or collapse is an emergency: stop the source, call for help, give high-flow oxygen and lay the patient on their left side, head down, if their condition allows.",
                  "Nerve injury: sharp, shooting or electric pain, or tingling and numbness radiating down the limb, during insertion. Stop and withdraw immediately, never keep probing, then document and report. Prevent it by avoiding the inner wrist, the radial side of the wrist and the inner elbow.",
                  "Failed cannulation: wastes veins and distresses patients. Take time over vein selection, warm the limb and let gravity help, use a new cannula for every attempt, and escalate to a more experienced colleague or ultrasound-guided access rather than making repeated attempts.",
                ],
              },
              metadata: { listType: "unordered" },
            },
            {
              type: "text",
              content: {
                text: "Whatever the complication, the pattern is the same: stop, make the patient safe, remove the device if needed, escalate, and document what happened and what you did. Report incidents through your local reporting system so that the whole team can learn from them.",
              },
            },
          ],
        },
      ],
    },
    {
      title: "Choosing the site and the device",
      description:
        "How to find a vein that will last and choose the smallest cannula that will do the job.",
      lessons: [
        {
          slug: "vein-and-cannula-selection",
          title: "Choosing the vein and the cannula",
          summary:
            "The veins of the hand and forearm, the sites to avoid, and how to match cannula gauge to vein and therapy.",
          ...lessonVideos.ivCannulation,
          blocks: [
            {
              type: "text",
              content: {
                text: "Choosing the right vein and the right cannula is where first-time success begins. A few extra moments spent looking and feeling before you open the pack pays off in fewer failed attempts, fewer complications and a cannula that lasts as long as the patient needs it. It also protects the patient's veins for the future: every unnecessary puncture uses up a vein that may be needed later.",
              },
            },
            {
              type: "header",
              content: { text: "Veins of the hand and forearm" },
              metadata: { level: 2 },
            },
            {
              type: "image",
              content: {
                url: img("hand-forearm-veins"),
                alt: "Diagram of the forearm, palm up, showing the cephalic, basilic and median cubital veins, and the back of the hand showing the dorsal metacarpal veins and dorsal venous network.",
              },
              metadata: {
                caption:
                  "The superficial veins most used for cannulation. The straight mid-forearm is usually the best place to start.",
                width: 600,
                height: 400,
              },
            },
            {
              type: "list",
              content: {
                items: [
                  "Cephalic vein: runs up the thumb (radial) side of the forearm. Often large, straight and easy to stabilise, which makes the mid-forearm a good choice. Near the wrist it lies close to the superficial branch of the radial nerve, so go higher.",
                  "Basilic vein: runs up the little-finger (ulnar) side of the forearm. Often large but inclined to roll, so anchor it well; turning the forearm can bring it into view.",
                  "Median cubital vein: crosses the inner elbow (antecubital fossa) from the cephalic to the basilic vein. Large and easy to find, so it is favoured for venepuncture and for emergency large-bore access. It sits in an area of flexion, close to the brachial artery and median nerve, so avoid it for routine cannulas.",
                  "Dorsal metacarpal veins: on the back of the hand, draining into the dorsal venous network. Visible and easy to reach, but smaller, more mobile and often more uncomfortable. Suited to small-gauge cannulas and short-term therapy.",
                ],
              },
              metadata: { listType: "unordered" },
            },
            {
              type: "header",
              content: { text: "What a good vein feels like" },
              metadata: { level: 3 },
            },
            {
              type: "markdown",
              content: {
                text: "Choose by **feel** as well as sight. A good vein is:\n\n- **soft and bouncy**, refilling quickly when you press and release it\n- **straight** for at least the length of the cannula\n- **on the forearm** rather than the hand where possible, ideally in the patient's non-dominant arm\n- **well away from** a recent puncture in the same vein: fluid can leak from the earlier hole\n\nTo help a vein fill, let the arm hang below heart level, warm the limb, ask the patient to open and close their hand gently, or lightly stroke along the vein. Avoid slapping the skin: it hurts and can cause bruising.",
              },
            },
            { type: "header", content: { text: "Sites to avoid" }, metadata: { level: 3 } },
            {
              type: "list",
              content: {
                items: [
                  "Joints and areas of flexion, such as the wrist and the inner elbow, except in an emergency.",
                  "The inner (palmar) wrist, where nerves and the radial artery lie close to the surface.",
                  "A limb with an arteriovenous fistula or graft for dialysis. In chronic kidney disease, follow local policy or the renal team's advice on preserving arm veins.",
                  "A limb with lymphoedema, or on the side of a mastectomy or axillary lymph node surgery, unless your local policy or the patient's team advises otherwise.",
                  "A limb affected by stroke, paralysis, altered sensation, fracture or significant oedema.",
                  "Infected, inflamed, bruised or broken skin, and sites of recent phlebitis or infiltration.",
                  "Veins that feel hard, cord-like or thrombosed.",
                  "The legs and feet in adults, because of the higher risk of thrombosis and infection.",
                ],
              },
              metadata: { listType: "unordered" },
            },
            {
              type: "header",
              content: { text: "Choosing the cannula gauge" },
              metadata: { level: 2 },
            },
            {
              type: "text",
              content: {
                text: "Cannula size is measured in gauge (G): the higher the number, the smaller the cannula. Flow depends strongly on the internal diameter, so a larger cannula delivers fluid much faster, but it also needs a larger vein and causes more mechanical irritation. The RCN Standards for Infusion Therapy put the principle simply: use the smallest gauge and shortest length that will deliver the prescribed therapy. A cannula that is small relative to the vein lets blood flow around it, which dilutes what you infuse and protects the vein wall.",
              },
            },
            {
              type: "image",
              content: {
                url: img("cannula-gauge-chart"),
                alt: "Chart of peripheral cannula gauges and colours: 14G orange, 16G grey, 18G green, 20G pink, 22G blue and 24G yellow, each with typical uses.",
              },
              metadata: {
                caption:
                  "Cannula colours are standardised across manufacturers. Always read the gauge printed on the pack too.",
                width: 600,
                height: 400,
              },
            },
            {
              type: "markdown",
              content: {
                text: "| Gauge | Colour | Typical uses |\n| --- | --- | --- |\n| 14G | Orange | Major trauma and haemorrhage, rapid large-volume resuscitation |\n| 16G | Grey | Major surgery, trauma, rapid transfusion |\n| 18G | Green | Blood, rapid fluids, CT contrast, the acutely unwell adult |\n| 20G | Pink | Routine IV fluids and medicines; blood in most adults |\n| 22G | Blue | Small or fragile veins, older adults, children, slower infusions |\n| 24G | Yellow | Neonates, infants, very small or fragile veins |\n\n**Watch out:** cannula colours are not the same as hypodermic needle colours. A green cannula is 18G, but a green needle is a different size, so always check the number.",
              },
            },
            {
              type: "text",
              content: {
                text: "Think about the device as well as its size. Use a safety-engineered cannula, in line with the Health and Safety (Sharp Instruments in Healthcare) Regulations 2013, and follow local policy on ported or non-ported designs. For blood transfusion and contrast, check your local policies for the minimum gauge. Put it all together and the best cannula is the smallest one, in the best available vein, that will do the job.",
              },
            },
          ],
        },
      ],
    },
    {
      title: "Insertion, aftercare and documentation",
      description:
        "A step-by-step walkthrough of the procedure and the care that keeps a cannula safe until it comes out.",
      lessons: [
        {
          slug: "procedure-aftercare-and-documentation",
          title: "The procedure, aftercare and documentation",
          summary:
            "How to insert a peripheral cannula step by step with Aseptic Non Touch Technique, then care for it, document it and remove it safely.",
          ...lessonVideos.ivCannulation,
          blocks: [
            {
              type: "text",
              content: {
                text: "This lesson walks through insertion as most NHS policies describe it, drawing on the RCN Standards for Infusion Therapy (2016), epic3 and NICE CG139, then covers aftercare, documentation and removal. The order of some steps varies between trusts, so always follow your local procedure.",
              },
            },
            { type: "header", content: { text: "Prepare" }, metadata: { level: 2 } },
            {
              type: "list",
              content: {
                items: [
                  "A clean tray or trolley, cleaned according to local policy, as your general aseptic field.",
                  "A single-use tourniquet.",
                  "Safety cannulas in the gauge you have chosen, plus a spare.",
                  "A 2% chlorhexidine gluconate in 70% alcohol skin applicator (check for allergy first).",
                  "A sterile, transparent, semi-permeable dressing.",
                  "An extension set or cap, a 10 mL syringe and 0.9% sodium chloride for flushing, prescribed or given under local policy.",
                  "Non-sterile gloves, an apron, sterile gauze, a sharps bin at the point of use and your documentation.",
                ],
              },
              metadata: { listType: "unordered" },
            },
            {
              type: "image",
              content: {
                url: img("cannula-anatomy"),
                alt: "Labelled diagram of a ported cannula: flashback chamber, needle grip, injection port, colour-coded hub, wings, catheter and bevelled needle tip extending just beyond the catheter tip.",
              },
              metadata: {
                caption:
                  "Know your device. The needle tip sits just ahead of the catheter tip, which is why you advance a little further after flashback.",
                width: 600,
                height: 400,
              },
            },
            {
              type: "markdown",
              content: {
                text: "**Aseptic Non Touch Technique (ANTT) in brief.** The **key parts** are the parts of the equipment that could infect the patient if contaminated: the cannula, its hub, and the tips of the extension set and syringe. The **key site** is the cleaned skin. Protect them by never touching them, directly or indirectly, and by keeping caps and packaging on until the last moment. If a key part or key site is touched, replace the equipment or clean the skin again.",
              },
            },
            { type: "header", content: { text: "Step by step" }, metadata: { level: 2 } },
            {
              type: "list",
              content: {
                items: [
                  "Confirm the indication. Check the patient's identity against their wristband: name, date of birth and hospital number.",
                  "Explain the procedure, answer questions and gain verbal consent. Check for allergies, including chlorhexidine, latex and adhesives. If the patient lacks capacity, act in their best interests under the relevant capacity law and local policy.",
                  "Clean your hands and prepare your equipment using ANTT. Prime the extension set with 0.9% sodium chloride and keep its cap on.",
                  "Position the patient comfortably with the arm supported below heart level. Apply the tourniquet about 7–10 cm above the intended site, choose your vein by feel, then release the tourniquet while you get ready.",
                  "Clean your hands again and put on non-sterile gloves and an apron.",
                  "Clean the skin with 2% chlorhexidine gluconate in 70% alcohol, using back-and-forth strokes with gentle friction for 30 seconds. Let it dry completely, usually at least 30 seconds, without blotting or fanning. Do not touch the site again.",
                  "Re-apply the tourniquet. Remove the cannula from its packet, check it is intact and hold it bevel up.",
                  "Anchor the vein by gently pulling the skin taut below the site with your non-dominant thumb, keeping clear of the cleaned area.",
                  "Insert the cannula bevel up, in the direction of venous flow, at an angle of about 10–30° to the skin: shallower for superficial veins, a little steeper for deeper ones.",
                  "Watch for flashback of blood in the chamber. Then lower the angle and advance the whole cannula a further 1–2 mm, so the catheter tip, not just the needle, is in the vein.",
                  "Hold the needle still and slide the catheter off it into the vein. Never push the needle back into the catheter: it can cut the catheter.",
                  "Release the tourniquet. Press over the vein just beyond the catheter tip, withdraw the needle, activate its safety mechanism and put it in the sharps bin straight away.",
                  "Attach the primed extension set and flush with 0.9% sodium chloride, watching the site and asking about pain. Swelling, pain or resistance means the cannula is not in the vein: stop and remove it.",
                  "Secure the cannula with a sterile, transparent, semi-permeable dressing so the site stays visible. Do not cover the insertion site with non-sterile tape.",
                  "Dispose of waste, remove your gloves and apron, clean your hands and document the insertion.",
                ],
              },
              metadata: { listType: "ordered" },
            },
            {
              type: "image",
              content: {
                url: img("insertion-angle"),
                alt: "Cross-section of skin and a vein with a cannula entering bevel up at 10 to 30 degrees in the direction of blood flow, with skin traction below the site and the catheter tip just behind the needle tip.",
              },
              metadata: {
                caption:
                  "Enter bevel up at a shallow angle, look for flashback, then lower and advance a little before sliding the catheter in.",
                width: 600,
                height: 400,
              },
            },
            {
              type: "markdown",
              content: {
                text: "**If the attempt fails:** release the tourniquet, withdraw the cannula, press firmly with sterile gauze and reassure the patient. Use a **new cannula** for any further attempt, in a different vein or above the failed site. Most NHS policies limit each practitioner to **two attempts** before asking a more experienced colleague.",
              },
            },
            { type: "header", content: { text: "Aftercare" }, metadata: { level: 2 } },
            {
              type: "text",
              content: {
                text: "A cannula needs care for as long as it stays in. NICE CG139 and epic3 set out the essentials, and most trusts build them into a cannula care bundle. You can think of it in three words: inspect, protect, remove.",
              },
            },
            {
              type: "list",
              content: {
                items: [
                  "Inspect the site and record a VIP score at least once every shift, and whenever you use the cannula or change an infusion.",
                  "Review whether the cannula is still needed at least daily, and remove it as soon as it is no longer needed.",
                  "Do not re-site a cannula routinely just because of how long it has been in. In line with NICE and epic3, re-site only when clinically indicated, for example a VIP score of 2 or more, infiltration, blockage or dislodgement, unless your trust's policy or the manufacturer's instructions say otherwise.",
                  "Before each access, clean the port or hub with 2% chlorhexidine gluconate in 70% alcohol and let it dry.",
                  "Flush before and after medicines according to local policy, and change the dressing if it becomes damp, loose or soiled.",
                  "Encourage the patient to tell you at once about pain, swelling or leaking, and to keep the dressing dry.",
                ],
              },
              metadata: { listType: "unordered" },
            },
            {
              type: "header",
              content: { text: "Documentation and removal" },
              metadata: { level: 3 },
            },
            {
              type: "markdown",
              content: {
                text: "Good records make good care possible, and most trusts provide a cannula record or care bundle. Record:\n\n- **at insertion:** date and time, site, gauge, number of attempts, the reason for the cannula and who inserted it\n- **every shift:** the VIP score and whether the cannula is still needed\n- **at removal:** date and time, the reason, the VIP score and the condition of the cannula tip\n\n**To remove a cannula,** clean your hands, put on gloves, stop any infusion and remove the dressing. Withdraw the cannula gently, then press with sterile gauze until bleeding stops, for longer if the patient takes anticoagulants. Check the catheter is intact, cover the site with a sterile dressing and document it.",
              },
            },
            { type: "header", content: { text: "Bringing it together" }, metadata: { level: 2 } },
            {
              type: "text",
              content: {
                text: "Safe cannulation is a chain of small, deliberate decisions: a clear indication, the right vein, the smallest suitable cannula, an unhurried aseptic insertion, and daily attention until the cannula comes out. Each link rests on NICE CG139, epic3, the RCN Standards for Infusion Therapy and your local NHS policies, and each protects your patient from pain, infection and lost veins. Practise the steps in the VR session, then under supervision in clinical practice until you are assessed as competent. Your patients will notice the difference.",
              },
            },
          ],
        },
      ],
    },
  ],
};
