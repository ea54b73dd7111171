import type { QuestionSeed } from "../assessment-seed";

export const outcome = "Aftercare, documentation and removal";
const lesson = "procedure-aftercare-and-documentation";

/** Inspect, protect, remove: looking after a cannula until it comes out, and the record it leaves. */
export const questions: QuestionSeed[] = [
  {
    key: "how-often-to-score-vip",
    text: "How often should a peripheral cannula site be inspected and given a VIP score?",
    options: [
      {
        letter: "A",
        text: "At least once every shift, and whenever the cannula is used or an infusion is changed",
      },
      {
        letter: "B",
        text: "Once a day, at the morning drug round, unless the patient is on a continuous infusion",
      },
      {
        letter: "C",
        text: "Only when the patient complains of pain or someone notices swelling at the site",
      },
      { letter: "D", text: "Every 72 hours, when the cannula is reviewed and due to be changed" },
    ],
    correct: "A",
    explanation:
      "Phlebitis and infiltration can develop within hours, so the site is scored at least every shift and each time the cannula is used. Waiting for the patient to complain misses early signs, and cannulas are no longer changed on a fixed timetable.",
    outcome,
    teaches: { lesson, section: "Aftercare" },
    source:
      "Jackson, Visual Infusion Phlebitis (VIP) score (Nursing Times, 1998); epic3 (2014), IVAD guidance",
  },
  {
    key: "cannula-no-longer-needed",
    text: "This morning a patient's IV antibiotics were switched to tablets. The cannula scores VIP 0 and no other IV treatment is planned. What should happen?",
    options: [
      { letter: "A", text: "Leave it in until discharge in case IV treatment is needed again" },
      { letter: "B", text: "Leave it in and flush it every shift to keep it patent" },
      { letter: "C", text: "Leave it in until it has been in place for 72 hours" },
      { letter: "D", text: "Remove it now, because it is no longer needed" },
    ],
    correct: "D",
    explanation:
      "A cannula's need is reviewed at least daily and it comes out as soon as it is no longer needed, because every hour in place adds to the risk of infection. Keeping it 'in case', however healthy the site looks, carries the risk without the benefit.",
    outcome,
    teaches: { lesson, section: "Aftercare" },
    source:
      "epic3 (2014), IVAD guidance; NICE CG139 (2012, updated 2017), 1.4 Vascular access devices",
  },
  {
    key: "routine-re-siting",
    text: "A cannula has been in for 80 hours. It works well, scores VIP 0 and is still needed. Your trust follows NICE and epic3 on re-siting. What should happen?",
    options: [
      {
        letter: "A",
        text: "Re-site it now, because peripheral cannulas must be changed every 72 hours",
      },
      { letter: "B", text: "Remove it and stop IV treatment, whatever the clinical picture" },
      {
        letter: "C",
        text: "Leave it in, keep inspecting it at least every shift and re-site it only when clinically indicated",
      },
      {
        letter: "D",
        text: "Change the dressing and the extension set now, then re-site the cannula at 96 hours",
      },
    ],
    correct: "C",
    explanation:
      "NICE and epic3 advise against routine re-siting by time alone: a cannula is replaced when clinically indicated, for example a VIP score of 2 or more, infiltration, blockage or dislodgement. It must still be reviewed daily and removed as soon as it is no longer needed.",
    outcome,
    teaches: { lesson, section: "Aftercare" },
    source:
      "epic3 (2014), IVAD guidance; NICE CG139 (2012, updated 2017), 1.4 Vascular access devices",
  },
  {
    key: "dressing-a-cannula",
    text: "Which dressing should cover a peripheral cannula site, and when is it changed?",
    options: [
      {
        letter: "A",
        text: "Non-sterile tape across the insertion site, replaced every morning so the skin can be inspected",
      },
      {
        letter: "B",
        text: "A sterile, transparent, semi-permeable dressing, changed if it becomes damp, loose or soiled",
      },
      {
        letter: "C",
        text: "Gauze and a crepe bandage over the whole site, so the cannula is hidden and protected from knocks",
      },
      {
        letter: "D",
        text: "No dressing at all, so that the site stays visible for VIP scoring at every check",
      },
    ],
    correct: "B",
    explanation:
      "A sterile transparent dressing holds the cannula still, keeps the site clean and still lets you see it to score it. Non-sterile tape over the insertion site is a route for infection, and a bandage hides the early signs of phlebitis.",
    outcome,
    teaches: { lesson, section: "Aftercare" },
    source:
      "NICE CG139 (2012, updated 2017), 1.4 Vascular access devices; epic3 (2014), IVAD guidance",
  },
  {
    key: "cleaning-the-port",
    text: "Before giving an IV medicine through a cannula's port or needle-free connector, what should you do?",
    options: [
      { letter: "A", text: "Wipe it with a dry gauze swab" },
      { letter: "B", text: "Nothing, as long as its cap has stayed on" },
      {
        letter: "C",
        text: "Clean it with 2% chlorhexidine gluconate in 70% alcohol and let it dry",
      },
      { letter: "D", text: "Flush the medicine through quickly, which cleans the port as it goes" },
    ],
    correct: "C",
    explanation:
      "Hubs and ports are touched many times and are a common route for bloodstream infection, so they are decontaminated with 2% chlorhexidine in 70% alcohol and allowed to dry before every access. A cap reduces contamination but does not remove it.",
    outcome,
    teaches: { lesson, section: "Aftercare" },
    source:
      "NICE CG139 (2012, updated 2017), 1.4 Vascular access devices; epic3 (2014), IVAD guidance",
  },
  {
    key: "advice-to-the-patient",
    text: "What should you ask a patient to do while they have a cannula in place?",
    options: [
      {
        letter: "A",
        text: "Take the dressing off each morning to let the skin breathe, then press it back down",
      },
      {
        letter: "B",
        text: "Tell staff at once about pain, swelling or leaking at the site, and keep the dressing dry",
      },
      {
        letter: "C",
        text: "Flush the cannula themselves with the syringe left at the bedside if the drip slows",
      },
      {
        letter: "D",
        text: "Keep the arm completely still, never bend it and avoid washing until the cannula is out",
      },
    ],
    correct: "B",
    explanation:
      "Patients often notice pain or swelling before the next check, so they are asked to say so straight away; a dry, intact dressing protects the site. Patients should never remove dressings or flush the cannula, and normal, careful movement is fine.",
    outcome,
    teaches: { lesson, section: "Aftercare" },
    source: "RCN Standards for Infusion Therapy (2016), patient information",
  },
  {
    key: "recording-an-insertion",
    text: "Which details should you record when you insert a peripheral cannula?",
    options: [
      {
        letter: "A",
        text: "Date and time, site, gauge, number of attempts, the reason for the cannula and who inserted it",
      },
      {
        letter: "B",
        text: "The site and gauge only; the reason and the number of attempts belong in the medical notes",
      },
      {
        letter: "C",
        text: "The date and time, which tourniquet was used and the batch number of the dressing",
      },
      {
        letter: "D",
        text: "Nothing on the cannula record, unless the insertion needed more than one attempt",
      },
    ],
    correct: "A",
    explanation:
      "The insertion record lets every later shift judge how long the cannula has been in, why it is there and whether it is still needed, and it shows failed attempts. A record of the site and gauge alone cannot answer whether the cannula should stay.",
    outcome,
    teaches: { lesson, section: "Documentation and removal" },
    source: "RCN Standards for Infusion Therapy (2016), documentation; epic3 (2014), IVAD guidance",
  },
  {
    key: "removal-on-anticoagulants",
    text: "You remove a cannula from a patient who takes apixaban. What should you do next?",
    options: [
      {
        letter: "A",
        text: "Apply a plaster straight away, since an anticoagulant makes little difference to such a small puncture",
      },
      {
        letter: "B",
        text: "Press lightly for ten seconds, then bend the arm at the elbow to hold the gauze in place",
      },
      {
        letter: "C",
        text: "Leave the site uncovered and ask the patient to watch it for bleeding over the next hour",
      },
      {
        letter: "D",
        text: "Press with sterile gauze until bleeding stops, for longer than usual, check the catheter is intact, then apply a sterile dressing and document",
      },
    ],
    correct: "D",
    explanation:
      "Anticoagulants prolong bleeding, so firm pressure is held for longer to prevent a haematoma. Checking the catheter is whole confirms no fragment is left in the vein, and the removal is recorded. Bending the arm over gauze makes bruising more likely.",
    outcome,
    teaches: { lesson, section: "Documentation and removal" },
    source: "RCN Standards for Infusion Therapy (2016), removal of vascular access devices",
  },
  {
    key: "recording-a-removal",
    text: "Which details belong in the record when a cannula is removed?",
    options: [
      {
        letter: "A",
        text: "Only the date, because the site, gauge and reason were all recorded at insertion",
      },
      {
        letter: "B",
        text: "The name of the doctor who prescribed the last IV medicine and the time it was given",
      },
      {
        letter: "C",
        text: "Date and time, the reason for removal, the VIP score and the condition of the cannula tip",
      },
      {
        letter: "D",
        text: "The gauge and colour of the replacement cannula, and who is to insert it",
      },
    ],
    correct: "C",
    explanation:
      "The removal record closes the cannula's history: why it came out, the state of the site and confirmation that the tip was intact. A high VIP score or a damaged tip at removal may need follow-up that the insertion record alone would never prompt.",
    outcome,
    teaches: { lesson, section: "Documentation and removal" },
    source: "RCN Standards for Infusion Therapy (2016), documentation",
  },
];
