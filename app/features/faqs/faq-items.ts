import { brand } from "@common/brand";

/** Six questions, in this order (docs/product/public-site.md#faqs). */
export const faqItems = [
  {
    id: "what-is",
    question: `What is ${brand.name}?`,
    answer: [
      `${brand.name} is an online clinical skills training platform for doctors, nurses, midwives, paramedics, students and other health professionals. It combines immersive VR scenarios, structured courses with lessons and assessments, and a tutor at your side in practice: it prompts when you stall on a critical step, stops an unsafe action and explains why with its source, and answers “What should I check next?” from the scenario and the course’s lessons.`,
      "You can keep notes on every lesson, see your progress and come back to a skill whenever you need to refresh it.",
    ],
  },
  {
    id: "vr-vs-traditional",
    question: "How does VR training compare with traditional training?",
    answer: [
      "VR lets you rehearse a procedure as many times as you like, at any hour, without a booked room, a facilitator or consumables. You get feedback on every step and can make mistakes safely.",
      "It complements, rather than replaces, hands-on practice with real equipment under supervision. Most learners find they arrive at the skills lab or the bedside already knowing the sequence, so supervised time goes further.",
    ],
  },
  {
    id: "equipment",
    question: "What equipment do I need?",
    answer: [
      "A laptop, desktop or tablet with an up-to-date web browser and a reliable internet connection is enough to take courses, follow lessons and run scenarios on screen.",
      "For the fully immersive experience you can use a standalone VR headset. You do not need a gaming computer or any extra hardware.",
    ],
  },
  {
    id: "individuals-institutions",
    question: "Is it for individuals or institutions?",
    answer: [
      "Both. Individuals can subscribe to a Standard or Premium plan, monthly or yearly, each with a 7-day free trial.",
      "Universities, hospitals and training centres can ask us for a custom plan with tailored modules, central user management, reporting, integrations and group licensing.",
    ],
  },
  {
    id: "updates",
    question: "How often is the content updated?",
    answer: [
      "We add new scenarios and lessons regularly, and review existing content at least once a year, sooner when national guidance changes.",
      "Every course is written and checked by practising clinicians and educators, and says which guidance it rests on.",
    ],
  },
  {
    id: "progress",
    question: "How is my progress tracked?",
    answer: [
      "Your dashboard shows the courses you are enrolled in, the lessons you have completed and where you left off. Each course ends with an assessment with a pass mark of 70%, and your results are kept so you can see how you improve.",
      "Your progress is private to you unless you train through an institution that you have joined.",
    ],
  },
] as const;
