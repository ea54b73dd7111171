import type { CourseSeed } from "./course-seed";
import { lessonVideos } from "./lesson-videos";

/**
 * Demo Premium course: recognising and responding to the deteriorating adult, with two VR-ready
 * scenarios. Content rests on the RCP NEWS2 report (2017), Resuscitation Council UK's ABCDE
 * approach and anaphylaxis guideline (2021), and NICE NG51 on suspected sepsis (updated 2024).
 */
export const deterioratingPatientBundle: CourseSeed = {
  slug: "deteriorating-patient-bundle",
  title: "The Deteriorating Adult: Scenario Bundle",
  description:
    "A Premium scenario bundle of VR-ready simulated cases for clinicians who care for acutely unwell adults. Sharpen the shared language of deterioration, NEWS2, the ABCDE approach and SBAR handover, then put it to work in two immersive cases, suspected sepsis and anaphylaxis. Each case comes with observations, a step-by-step response and a structured debrief, and everything rests on current UK guidance from the Royal College of Physicians, Resuscitation Council UK and NICE.",
  coverImage: "/images/courses/deteriorating-patient-bundle.svg",
  features: [
    "Two VR-ready simulated cases: suspected sepsis and anaphylaxis",
    "Structured scenario debriefs with questions for reflection or team discussion",
    "Quick-reference diagrams: NEWS2 bands, escalation ladder, ABCDE and SBAR",
    "Guidance-based content from the RCP, Resuscitation Council UK and NICE",
    "A certificate of completion when you finish the bundle",
  ],
  learningOutline: [
    "Score a full set of observations with NEWS2, including when Scale 2 applies",
    "Match a NEWS2 score to the right level and urgency of clinical response",
    "Assess an acutely unwell adult systematically using the ABCDE approach",
    "Hand over a deteriorating patient clearly and confidently with SBAR",
    "Recognise suspected sepsis and start early management in line with NICE NG51",
    "Recognise anaphylaxis and give IM adrenaline in line with Resuscitation Council UK guidance",
    "Reflect on your performance through structured scenario debriefs",
  ],
  difficultyLevel: "Advanced",
  estimatedDuration: 150,
  requiredTier: "premium",
  modules: [
    {
      title: "Recognise",
      description: "Spotting deterioration early with the National Early Warning Score (NEWS2).",
      lessons: [
        {
          slug: "recognising-deterioration-news2",
          title: "Recognising deterioration with NEWS2",
          summary:
            "Score the six physiological parameters accurately and turn the total into the right clinical response.",
          ...lessonVideos.deterioratingPatient,
          blocks: [
            {
              type: "text",
              content: {
                text: "Patients rarely deteriorate without warning. Changes in breathing, oxygen saturation, blood pressure, pulse, consciousness and temperature often appear hours before a cardiac arrest or an unplanned admission to intensive care. The National Early Warning Score 2 (NEWS2), published by the Royal College of Physicians (RCP) in 2017 and endorsed by NHS England, turns those observations into a single score and a clear expectation of who should respond, and how fast.",
              },
            },
            {
              type: "header",
              content: { text: "The parameters" },
              metadata: { level: 2 },
            },
            {
              type: "markdown",
              content: {
                text: `Each parameter scores 0 to 3. Add them up for the aggregate score, and note any single parameter scoring 3.

| Parameter | 0 | 1 | 2 | 3 |
| --- | --- | --- | --- | --- |
| Respiration rate (per minute) | 12–20 | 9–11 | 21–24 | ≤8 or ≥25 |
| SpO2 Scale 1 (%) | ≥96 | 94–95 | 92–93 | ≤91 |
| Air or oxygen | Air | | Oxygen | |
| Systolic blood pressure (mmHg) | 111–219 | 101–110 | 91–100 | ≤90 or ≥220 |
| Pulse (per minute) | 51–90 | 41–50 or 91–110 | 111–130 | ≤40 or ≥131 |
| Consciousness | Alert | | | New confusion, Voice, Pain or Unresponsive |
| Temperature (°C) | 36.1–38.0 | 35.1–36.0 or 38.1–39.0 | ≥39.1 | ≤35.0 |`,
              },
            },
            {
              type: "image",
              content: {
                url: "/images/courses/deteriorating-patient/news2-parameters.svg",
                alt: "Chart of NEWS2 scoring bands for respiration rate, SpO2 Scale 1, air or oxygen, systolic blood pressure, pulse, consciousness and temperature, coloured from 0 to 3.",
              },
              metadata: {
                caption:
                  "Summary of the NEWS2 bands (RCP 2017). Always record observations on your organisation's official chart.",
                width: 600,
                height: 400,
              },
            },
            {
              type: "header",
              content: { text: "Scale 2: only when prescribed" },
              metadata: { level: 3 },
            },
            {
              type: "text",
              content: {
                text: "Some patients, for example people with COPD and confirmed hypercapnic respiratory failure, have a prescribed target saturation of 88–92%. For them only, and only when a competent clinical decision-maker has prescribed the target and recorded it, use SpO2 Scale 2. On Scale 2, 88–92% scores 0, as does 93% or above on air; 93% or above on oxygen scores 1 to 3, because it may mean too much oxygen. Using Scale 2 without that prescription can hide real hypoxaemia.",
              },
            },
            {
              type: "header",
              content: { text: "From score to response" },
              metadata: { level: 2 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Aggregate 0: routine monitoring, at least every 12 hours.",
                  "Aggregate 1–4: at least every 4–6 hours; the registered nurse decides whether to monitor more often or escalate.",
                  "A single red score of 3: at least hourly, with an urgent ward-based response; the nurse informs the medical team, who review and decide whether to escalate.",
                  "Aggregate 5–6: the key threshold for an urgent response. Observations at least hourly, the medical team told immediately and an urgent assessment by a clinician competent in caring for acutely ill patients.",
                  "Aggregate 7 or more: an emergency response. Continuous monitoring and an emergency assessment by a team with critical care skills, including airway management; consider transfer to level 2 or 3 care.",
                ],
              },
              metadata: { listType: "unordered" },
            },
            {
              type: "image",
              content: {
                url: "/images/courses/deteriorating-patient/escalation-ladder.svg",
                alt: "Escalation ladder with four rising steps: score 0, score 1 to 4, a single red score of 3 or aggregate 5 to 6, and aggregate 7 or more, each with its monitoring frequency and response.",
              },
              metadata: {
                caption:
                  "The higher the score, the faster and more senior the response. Follow your local escalation policy.",
                width: 600,
                height: 400,
              },
            },
            {
              type: "markdown",
              content: {
                text: `**Points that catch people out**

- **New confusion scores 3.** Treat it as seriously as a low blood pressure.
- **Trends matter.** A score rising from 1 to 4 over a shift tells a story that a single value does not.
- **Concern trumps the number.** If you, the patient or their family are worried, escalate whatever the score.
- **Know the limits.** NEWS2 is not validated for children under 16 or in pregnancy; use the paediatric or maternity early warning tool your organisation provides.`,
              },
            },
          ],
        },
      ],
    },
    {
      title: "Respond and communicate",
      description:
        "A systematic bedside assessment and a clear, structured handover when you call for help.",
      lessons: [
        {
          slug: "abcde-approach",
          title: "The ABCDE approach",
          summary:
            "Assess and treat an acutely unwell adult in a safe, systematic order, dealing with life-threatening problems as you find them.",
          ...lessonVideos.deterioratingPatient,
          blocks: [
            {
              type: "text",
              content: {
                text: "When a patient is deteriorating, it is easy to be drawn to the most obvious problem and miss the most dangerous one. The ABCDE approach, taught by Resuscitation Council UK, gives everyone at the bedside the same order of priorities. It works whether you are a student on your first placement or a consultant leading a team, and it does not need a diagnosis to get started.",
              },
            },
            {
              type: "header",
              content: { text: "Underlying principles" },
              metadata: { level: 2 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Make sure the area is safe, and use the personal protective equipment you need.",
                  "Take a first look and speak to the patient. A normal reply tells you the airway is clear, they are breathing and the brain is perfused.",
                  "Call for help early. You do not need to finish the assessment first.",
                  "Treat each life-threatening problem as you find it, before moving on.",
                  "Reassess often, especially after every treatment, and go back to A if things change.",
                ],
              },
              metadata: { listType: "unordered" },
            },
            {
              type: "image",
              content: {
                url: "/images/courses/deteriorating-patient/abcde-flow.svg",
                alt: "Flow diagram of the ABCDE approach: Airway, Breathing, Circulation, Disability and Exposure in sequence, each with key checks, and an arrow back to the start labelled reassess.",
              },
              metadata: {
                caption: "Assess, treat, reassess: the loop continues until help arrives.",
                width: 600,
                height: 400,
              },
            },
            {
              type: "header",
              content: { text: "Working through the letters" },
              metadata: { level: 2 },
            },
            {
              type: "markdown",
              content: {
                text: `**A – Airway.** Look for see-saw breathing and use of accessory muscles; listen for stridor, gurgling or snoring. Silence may mean complete obstruction. Open the airway with simple manoeuvres, suction and adjuncts, and call for expert airway help early.

**B – Breathing.** Count the respiratory rate, check SpO2, look at chest movement, and listen to the chest. Give high-concentration oxygen to critically ill patients, then titrate: most patients need a target of 94–98%, and those at risk of hypercapnic respiratory failure 88–92%.

**C – Circulation.** Look at colour, feel the hands, and check capillary refill time (more than 2 seconds may mean poor perfusion), pulse and blood pressure. Gain IV access, take bloods and think about fluid: for a hypotensive adult, Resuscitation Council UK suggests a 500 mL bolus of warmed crystalloid over less than 15 minutes, with smaller volumes in heart failure. Record an ECG and monitor urine output.

**D – Disability.** Assess consciousness with ACVPU or the Glasgow Coma Scale, check pupils and measure the blood glucose: treat it if below 4.0 mmol/L. Review drugs, such as opioids, that could be the cause.

**E – Exposure.** Examine fully while protecting dignity and keeping the patient warm. Check temperature and look for rashes, bleeding, wounds, drains and swollen calves.`,
              },
            },
            {
              type: "header",
              content: { text: "After the first pass" },
              metadata: { level: 3 },
            },
            {
              type: "text",
              content: {
                text: "Once the immediate threats are under control, review the notes, charts and results, take a fuller history and agree a plan with a senior colleague. Check the patient's treatment escalation plan or ReSPECT form so that care matches their wishes. Hand over clearly, using SBAR, and record what you found, what you did and how the patient responded.",
              },
            },
            {
              type: "markdown",
              content: {
                text: "**Team tip:** in a team, one person leads and keeps the overview while others carry out tasks. Say findings aloud and use closed-loop communication: 'Oxygen at 15 litres per minute is on', not just a nod.",
              },
            },
          ],
        },
        {
          slug: "sbar-handover",
          title: "SBAR: escalating with clarity",
          summary:
            "Use Situation, Background, Assessment and Recommendation to get the right help, at the right speed, every time.",
          ...lessonVideos.deterioratingPatient,
          blocks: [
            {
              type: "text",
              content: {
                text: "Recognising deterioration only helps if the message gets through. Calls that are rushed, vague or apologetic can be misjudged, however sick the patient. SBAR, a structured communication tool widely used across the NHS, gives the caller and the listener the same framework, so key facts arrive in a predictable order and the request is clear.",
              },
            },
            {
              type: "header",
              content: { text: "Before you pick up the phone" },
              metadata: { level: 2 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Assess the patient yourself, using ABCDE, and start any immediate treatment.",
                  "Have the observation chart, NEWS2 score and trend in front of you.",
                  "Have the notes, drug chart, allergies and recent results to hand.",
                  "Know the patient's resuscitation status and treatment escalation plan.",
                  "Decide what you are asking for before you call.",
                ],
              },
              metadata: { listType: "unordered" },
            },
            {
              type: "header",
              content: { text: "The four parts" },
              metadata: { level: 2 },
            },
            {
              type: "image",
              content: {
                url: "/images/courses/deteriorating-patient/sbar-card.svg",
                alt: "SBAR card with four panels: Situation, Background, Assessment and Recommendation, each with short prompts.",
              },
              metadata: {
                caption:
                  "Keep an SBAR card by the phone until the structure becomes second nature.",
                width: 600,
                height: 400,
              },
            },
            {
              type: "list",
              content: {
                items: [
                  "Situation: who you are, where you are calling from, which patient, and why you are calling. Say early if you are worried: 'I am concerned that this patient is deteriorating.'",
                  "Background: the reason for admission, relevant history, key medicines and allergies, and the escalation plan.",
                  "Assessment: the latest observations and NEWS2 score, how they have changed, your ABCDE findings and what you think is happening.",
                  "Recommendation: what you need and by when, for example 'Please come and review him within 30 minutes.' Ask what you should do in the meantime.",
                ],
              },
              metadata: { listType: "ordered" },
            },
            {
              type: "header",
              content: { text: "An example" },
              metadata: { level: 3 },
            },
            {
              type: "markdown",
              content: {
                text: `> **S:** This is Sam, staff nurse on Ward 7. I'm calling about Mrs Ellis in bed 12. I'm concerned she has suspected sepsis; her NEWS2 is 7.
>
> **B:** She is 79 and was admitted two days ago after a fall. She has type 2 diabetes, no known drug allergies and is for full escalation.
>
> **A:** Four hours ago her NEWS2 was 2. Now her respiratory rate is 22, oxygen saturation 96% on air, blood pressure 118/70, pulse 104, temperature 38.6 and she is newly confused. Her urine is cloudy and offensive.
>
> **R:** I need you to see her now, please. Meanwhile, I will repeat her observations, check her blood glucose and put out the blood culture bottles and cannulation equipment. Is there anything else you'd like me to do?`,
              },
            },
            {
              type: "header",
              content: { text: "Closing the loop" },
              metadata: { level: 3 },
            },
            {
              type: "text",
              content: {
                text: "Ask the listener to read back the key points and agree a time frame. Record who you spoke to, when, and what was agreed. If the response does not match the urgency, or the agreed time passes without a review, escalate again to a more senior colleague or the critical care outreach team. That is exactly what escalation policies are for.",
              },
            },
          ],
        },
      ],
    },
    {
      title: "Scenarios",
      description:
        "Two VR-ready simulated cases with observations, a step-by-step response and a structured debrief.",
      lessons: [
        {
          slug: "scenario-suspected-sepsis",
          title: "Scenario: suspected sepsis on the ward",
          summary:
            "Recognise suspected sepsis in a post-operative patient and deliver the first hour of care in line with NICE NG51.",
          ...lessonVideos.deterioratingPatient,
          blocks: [
            {
              type: "text",
              content: {
                text: "Run this case as an immersive VR simulation, a manikin-based exercise or a tabletop discussion. Try to work through it in real time before reading the suggested actions. It rests on NICE guideline NG51, Suspected sepsis: recognition, diagnosis and early management, as updated in 2024 to use NEWS2 for risk stratification in adults aged 16 and over (who are not pregnant or recently pregnant) in acute hospital settings.",
              },
            },
            {
              type: "header",
              content: { text: "The case" },
              metadata: { level: 2 },
            },
            {
              type: "markdown",
              content: {
                text: "Mr Derek Hall, 71, is on the orthopaedic ward, two days after an elective hip replacement. At 14:00 a healthcare assistant tells you he is 'not himself'. He has a new cough with green sputum and says he feels hot and shivery. He has type 2 diabetes and **no known drug allergies**. His daughter rang earlier and said he sounded muddled.",
              },
            },
            {
              type: "header",
              content: { text: "Observations at 14:05" },
              metadata: { level: 3 },
            },
            {
              type: "markdown",
              content: {
                text: `| Parameter | Value | NEWS2 score |
| --- | --- | --- |
| Respiration rate | 24 per minute | 2 |
| SpO2 (Scale 1) | 93% | 2 |
| Air or oxygen | Air | 0 |
| Systolic blood pressure | 98 mmHg | 2 |
| Pulse | 116 per minute | 2 |
| Consciousness | New confusion | 3 |
| Temperature | 38.7 °C | 1 |
| **Total** | | **12** |`,
              },
            },
            {
              type: "image",
              content: {
                url: "/images/courses/deteriorating-patient/sepsis-first-hour.svg",
                alt: "Timeline of the first hour of care for suspected sepsis with NEWS2 of 7 or more: recognise and escalate, ABCDE and oxygen, blood cultures, lactate and bloods, antibiotics within one hour, fluids and reassessment, and critical care review if not improving.",
              },
              metadata: {
                caption:
                  "High risk (NEWS2 7 or more): antibiotics within 1 hour. Follow your trust's sepsis pathway.",
                width: 600,
                height: 400,
              },
            },
            {
              type: "header",
              content: { text: "What you should do, in order" },
              metadata: { level: 2 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Recognise the risk: an aggregate score of 12 with a red score for new confusion, in a patient with a likely infection. Think sepsis.",
                  "Call for an emergency response now: the medical registrar or the equivalent senior decision-maker, and the critical care outreach team, as your local policy directs.",
                  "Assess with ABCDE. Give oxygen to a target of 94–98%, and listen to the chest.",
                  "Gain IV access and take blood cultures, a venous blood gas with lactate, full blood count, urea and electrolytes, CRP, liver function, clotting and glucose.",
                  "Make sure broad-spectrum antibiotics, prescribed in line with local antimicrobial policy, are given within 1 hour. Take cultures first if that causes no delay.",
                  "If lactate is raised or blood pressure is low, give IV fluid as prescribed, typically a 500 mL crystalloid bolus over less than 15 minutes, and reassess after each bolus.",
                  "Monitor continuously, and start a fluid balance chart with hourly urine output.",
                  "Look for the source: chest X-ray, sputum culture, and check the wound, the urine and the calves.",
                  "Escalate to critical care if he does not improve after fluids, for example if blood pressure stays low or lactate does not fall.",
                  "Hand over with SBAR, keep his daughter informed and document times and actions.",
                ],
              },
              metadata: { listType: "ordered" },
            },
            {
              type: "header",
              content: { text: "Debrief" },
              metadata: { level: 2 },
            },
            {
              type: "list",
              content: {
                items: [
                  "What were the earliest clues, and how much weight did you give to 'not himself' and his daughter's concern?",
                  "Which parameters scored red, and what level of response did the aggregate score call for?",
                  "How long did it take from recognition to antibiotics? What slowed you down?",
                  "How did you judge whether the fluid was working, and what would have made you call critical care sooner?",
                  "What else could explain his picture two days after surgery, and how would you rule it in or out?",
                  "How would your response have differed if his NEWS2 had been 4?",
                ],
              },
              metadata: { listType: "unordered" },
            },
            {
              type: "markdown",
              content: {
                text: "**A note on timing:** NG51 asks for antibiotics within 1 hour for adults at highest risk, with a NEWS2 of 7 or more. For lower scores it allows longer, review-led windows so the diagnosis can be clarified first. Many trusts build this into a sepsis pathway or the UK Sepsis Trust's Sepsis Six; follow the one your organisation uses.",
              },
            },
          ],
        },
        {
          slug: "scenario-anaphylaxis",
          title: "Scenario: anaphylaxis after a first antibiotic dose",
          summary:
            "Recognise anaphylaxis quickly and give IM adrenaline without delay, following Resuscitation Council UK's 2021 guideline.",
          ...lessonVideos.deterioratingPatient,
          blocks: [
            {
              type: "text",
              content: {
                text: "Anaphylaxis is uncommon on any single ward, but every clinician needs to be ready for it, because the first few minutes decide the outcome. This case follows Resuscitation Council UK's 2021 guideline, Emergency treatment of anaphylaxis. Run it in VR, with a manikin or around a table, and time yourself from the first sign to the first dose of adrenaline.",
              },
            },
            {
              type: "header",
              content: { text: "The case" },
              metadata: { level: 2 },
            },
            {
              type: "markdown",
              content: {
                text: "Ms Priya Shah, 34, is on the surgical assessment unit with cellulitis of the leg. Ten minutes after you start her **first-ever dose** of an intravenous antibiotic, she calls you over. Her voice is hoarse, her lips are swelling, she is wheezy and says she feels as if something terrible is about to happen. A raised, itchy rash is spreading across her chest and arms.",
              },
            },
            {
              type: "header",
              content: { text: "Observations" },
              metadata: { level: 3 },
            },
            {
              type: "markdown",
              content: {
                text: `| Parameter | Value | NEWS2 score |
| --- | --- | --- |
| Respiration rate | 28 per minute | 3 |
| SpO2 (Scale 1) | 90% | 3 |
| Air or oxygen | Air | 0 |
| Systolic blood pressure | 84 mmHg | 3 |
| Pulse | 128 per minute | 2 |
| Consciousness | Alert, anxious | 0 |
| Temperature | 36.8 °C | 0 |
| **Total** | | **11** |

Sudden airway, breathing and circulation problems with skin and mucosal changes after exposure to a likely trigger: **this is anaphylaxis.**`,
              },
            },
            {
              type: "header",
              content: { text: "What you should do, in order" },
              metadata: { level: 2 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Stop the infusion and disconnect it, keeping the cannula for IV access.",
                  "Call for help: put out a medical emergency call (2222 in most UK hospitals) and say 'adult anaphylaxis'.",
                  "Position her: lie her flat with her legs raised because her blood pressure is low, or semi-recumbent if breathing becomes harder. Do not let her sit bolt upright or stand.",
                  "Give IM adrenaline 0.5 mg (0.5 mL of 1 mg/mL) into the anterolateral aspect of the middle third of the thigh. Do not wait for IV access or a doctor; follow your trust's anaphylaxis policy.",
                  "Give high-flow oxygen, apply monitoring (SpO2, ECG, blood pressure) and note the time of each dose.",
                  "Give a rapid IV crystalloid fluid bolus as she is hypotensive.",
                  "Reassess after 5 minutes. If she is no better, repeat IM adrenaline 0.5 mg.",
                  "If breathing or circulation problems persist after two doses, this is refractory anaphylaxis: get expert help from critical care for an adrenaline infusion.",
                  "Once she is stable, take mast cell tryptase samples as the guideline sets out, record the reaction as an allergy and report it through the MHRA Yellow Card scheme.",
                  "Arrange observation and a referral to an allergy service, and explain to her what happened and why.",
                ],
              },
              metadata: { listType: "ordered" },
            },
            {
              type: "image",
              content: {
                url: "/images/courses/deteriorating-patient/anaphylaxis-actions.svg",
                alt: "Anaphylaxis action sequence: remove the trigger and call for help, lie flat, IM adrenaline 0.5 mg into the outer thigh, oxygen, monitoring and IV fluids, repeat adrenaline after 5 minutes if no improvement, and seek expert help for refractory anaphylaxis after two doses.",
              },
              metadata: {
                caption:
                  "Adult doses, from Resuscitation Council UK (2021). IM adrenaline is the first-line treatment.",
                width: 600,
                height: 400,
              },
            },
            {
              type: "markdown",
              content: {
                text: "**What not to reach for first:** antihistamines do not treat airway, breathing or circulation problems. A non-sedating oral antihistamine may help skin symptoms once she is stable. Resuscitation Council UK no longer advises routine corticosteroids for the emergency treatment of anaphylaxis.",
              },
            },
            {
              type: "header",
              content: { text: "Debrief" },
              metadata: { level: 2 },
            },
            {
              type: "list",
              content: {
                items: [
                  "Which features told you this was anaphylaxis rather than a mild allergic reaction?",
                  "How long did it take from recognition to the first dose of adrenaline, and what would shorten it?",
                  "Why is the IM route preferred in the first minutes, and why the thigh?",
                  "How did you decide how to position her, and why does a sudden change to standing or sitting up matter?",
                  "What would you have done if she had stopped breathing normally?",
                  "Who needed to know afterwards, and how will this allergy follow her to her next admission?",
                ],
              },
              metadata: { listType: "unordered" },
            },
          ],
        },
      ],
    },
  ],
};
