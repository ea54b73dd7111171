import type { QuestionSeed } from "../assessment-seed";

export const outcome = "Preparation, consent and identification";
const lesson = "preparation-consent-and-patient-identification";

/** The request, the patient's consent, positive identification and labelling at the bedside. */
export const questions: QuestionSeed[] = [
  {
    key: "unsure-which-tube",
    text: "Preparing for a blood test, you are not sure which tube one of the requested tests needs. What should you do?",
    options: [
      {
        letter: "A",
        text: "Look it up in your laboratory's handbook before you go to the bedside",
      },
      { letter: "B", text: "Fill one of every tube so the laboratory can choose" },
      { letter: "C", text: "Use the tube you used for the last patient's tests" },
      { letter: "D", text: "Take the blood in a syringe and decide later which tubes to fill" },
    ],
    correct: "A",
    explanation:
      "The laboratory's handbook says which tube, volume and timing each test needs, so checking before you start avoids a repeat test. Filling extra tubes wastes the patient's blood, and decanting from a syringe later risks haemolysis and the wrong order of draw.",
    outcome,
    teaches: { lesson, section: "Before you go to the bedside" },
    source:
      "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy; local laboratory handbook",
  },
  {
    key: "consent-without-capacity",
    text: "An adult who needs a blood test lacks the capacity to consent to it. What should you do?",
    options: [
      {
        letter: "A",
        text: "Take the blood anyway, because routine blood tests in hospital do not need consent",
      },
      {
        letter: "B",
        text: "Wait until a relative arrives who can sign a consent form on the patient's behalf",
      },
      {
        letter: "C",
        text: "Act in their best interests under the Mental Capacity Act 2005 (or the equivalent law where you work) and follow local policy",
      },
      {
        letter: "D",
        text: "Never take blood from an adult who cannot consent, whatever the clinical need",
      },
    ],
    correct: "C",
    explanation:
      "When an adult lacks capacity for a decision, the test may go ahead if it is in their best interests, decided as the Act sets out and involving those close to them. A relative cannot consent for another adult unless they hold the legal authority to, such as a health and welfare lasting power of attorney.",
    outcome,
    teaches: { lesson, section: "Consent and a few key questions" },
    source: "Mental Capacity Act 2005, sections 1 and 4",
  },
  {
    key: "fainted-at-a-previous-test",
    text: "Before you start, a patient tells you they fainted at their last blood test. What should you do?",
    options: [
      { letter: "A", text: "Ask them to look away and take the blood sitting upright as usual" },
      { letter: "B", text: "Postpone the test until a doctor has reviewed them" },
      { letter: "C", text: "Take the blood standing, so they can walk it off afterwards" },
      { letter: "D", text: "Take the blood with the patient lying down from the start" },
    ],
    correct: "D",
    explanation:
      "A patient who has fainted before is likely to faint again, and lying down from the start prevents a fall and lets the brain stay well perfused. Looking away helps anxiety but not the faint itself, and there is no need to delay a needed test.",
    outcome,
    teaches: { lesson, section: "Consent and a few key questions" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
  },
  {
    key: "asking-about-blood-thinners",
    text: "Why do you ask whether the patient takes anything that thins the blood?",
    options: [
      { letter: "A", text: "Anticoagulants must be stopped for 24 hours before any blood test" },
      {
        letter: "B",
        text: "You will need to press on the site for longer afterwards to prevent bleeding and bruising",
      },
      { letter: "C", text: "Their blood can only go into a citrate tube" },
      { letter: "D", text: "Their blood must be taken from the back of the hand" },
    ],
    correct: "B",
    explanation:
      "Anticoagulants and antiplatelet drugs prolong bleeding from the puncture, so firm pressure is held for longer to prevent a haematoma. They are not stopped for a blood test, and they do not change which tubes or which site you use.",
    outcome,
    teaches: { lesson, section: "Consent and a few key questions" },
    source: "WHO guidelines on drawing blood (2010), ch. 2 Best practices in phlebotomy",
  },
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
    outcome,
    teaches: { lesson, section: "Positive patient identification" },
    source:
      "NPSA Safer Practice Notice 24 (2007), patient identification; WHO guidelines on drawing blood (2010), ch. 2",
  },
  {
    key: "patient-cannot-state-identity",
    text: "A patient is too drowsy to tell you their name and date of birth. How do you identify them before taking blood?",
    options: [
      {
        letter: "A",
        text: "Ask the visitor at the bedside to confirm the patient's name and date of birth, then proceed",
      },
      {
        letter: "B",
        text: "Use the name on the board above the bed and the details given at the nursing handover",
      },
      {
        letter: "C",
        text: "Check the identity band against the request form, including the hospital or NHS number, as your trust's policy sets out, and never proceed on an assumption",
      },
      {
        letter: "D",
        text: "Take the sample now and confirm their identity before labelling, once they are more awake",
      },
    ],
    correct: "C",
    explanation:
      "When the patient cannot take part, the identity band is the reliable link between patient and request, checked detail by detail including the hospital or NHS number. Bed boards, handovers and visitors can all be wrong, and a sample taken before identity is confirmed cannot be made safe later.",
    outcome,
    teaches: { lesson, section: "Positive patient identification" },
    source: "NPSA Safer Practice Notice 24 (2007), patient identification",
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
    outcome,
    teaches: { lesson, section: "Label at the bedside" },
    source:
      "WHO guidelines on drawing blood (2010), ch. 2; SHOT annual reports on wrong blood in tube",
  },
  {
    key: "several-patients-in-one-bay",
    text: "You have blood to take from three patients in the same bay. How should you organise the work?",
    options: [
      { letter: "A", text: "Take all three sets of samples, then label them together at the end" },
      {
        letter: "B",
        text: "One patient at a time: take, label at that bedside and bag the samples before moving on",
      },
      { letter: "C", text: "Print and stick on all the labels before you start, to save time" },
      {
        letter: "D",
        text: "Label the tubes with bed numbers and add names at the nurses' station",
      },
    ],
    correct: "B",
    explanation:
      "One patient, one tray, one set of labels: finishing each patient before starting the next means no unlabelled or pre-labelled tube is ever near the wrong patient. Batching samples or labelling by bed number is how wrong-blood-in-tube errors happen.",
    outcome,
    teaches: { lesson, section: "Label at the bedside" },
    source:
      "WHO guidelines on drawing blood (2010), ch. 2; SHOT annual reports on wrong blood in tube",
  },
  {
    key: "transfusion-sample-labelling",
    text: "You are taking a sample for a group and screen before a transfusion. How do its labelling rules compare with other samples?",
    options: [
      {
        letter: "A",
        text: "They are often stricter: many trusts require handwritten labels, and a second, separately taken sample may be needed to confirm the blood group",
      },
      {
        letter: "B",
        text: "They are looser: printed labels can be added later at the nurses' station, because the laboratory checks the group anyway",
      },
      {
        letter: "C",
        text: "They are the same as for any other sample, so tubes labelled before you reach the bedside are fine",
      },
      {
        letter: "D",
        text: "The laboratory labels transfusion samples on arrival, so the tube can be sent blank with the request form",
      },
    ],
    correct: "A",
    explanation:
      "A wrong blood group can kill, so transfusion samples carry the strictest rules: labelled by hand at the bedside where policy says so, and often a second sample taken at a separate time to confirm the group before blood is issued. Nothing about them is looser than for other samples.",
    outcome,
    teaches: { lesson, section: "Label at the bedside" },
    source:
      "BSH, Guidelines for pre-transfusion compatibility procedures in blood transfusion laboratories (2012)",
  },
];
