// The floor's one page: static markup shaped like the lesson player of a 20 × 10 course (an
// outline of 200 linked lessons, a lesson of a few paragraphs, about 1,100 elements and 100 KB
// of HTML), rendered by React on every request, with no loader, session or compression. The
// class names are plain BEM words, not Tailwind utilities, so Clinova's CSS does not change.
const modules = Array.from({ length: 20 }, (_, m) => ({
  number: m + 1,
  lessons: Array.from({ length: 10 }, (_, l) => `${m + 1}.${l + 1}`),
}));

const paragraphs = [
  "Before you touch the patient, explain what you are about to do and why, and check that they agree. Consent given at the start of a shift does not cover every later procedure.",
  "Clean your hands at each of the five moments: before touching the patient, before a clean or aseptic task, after a risk of exposure to body fluids, after touching the patient and after touching their surroundings.",
  "Lay out what you need on a cleaned tray within reach, so that you do not turn away from the site once it is prepared. Count what you open and count it again before you finish.",
  "Watch the patient rather than the equipment. A change in colour, breathing or what they tell you matters more than keeping to the order written on the chart.",
  "Write down what you did, when, what you used and how the patient was afterwards, while it is fresh. A record made hours later is a record of what you remember, not of what happened.",
  "When something is not as expected, stop and ask. Escalating early is part of the procedure, not a failure to complete it.",
];

const linkClass =
  "fl-outline__link fl-outline__link--complete fl-type-small fl-focus-ring fl-motion";
const markClass = "fl-outline__mark fl-icon fl-tone-success";
const numberClass = "fl-outline__number fl-type-mono fl-tone-muted";
const titleClass = "fl-outline__title fl-type-small fl-text-clamp";

function LessonLink({ number }: { number: string }) {
  return (
    <li className="fl-outline__item">
      <a href={`/course/floor/start/${number}`} className={linkClass}>
        <span className={markClass} aria-hidden="true">
          ✓
        </span>
        <span className={numberClass}>{number}</span>
        <span className={titleClass}>Lesson {number}: preparing the site and the patient</span>
      </a>
    </li>
  );
}

export default function OutlinePage() {
  return (
    <div className="fl-page fl-page--learning">
      <header className="fl-header fl-header--app">
        <a href="/" className="fl-header__brand fl-type-heading fl-focus-ring">
          Render floor
        </a>
        <nav aria-label="Main" className="fl-header__nav">
          <a href="/dashboard" className="fl-header__link fl-focus-ring">
            Dashboard
          </a>
          <a href="/account" className="fl-header__link fl-focus-ring">
            Account
          </a>
        </nav>
      </header>
      <aside aria-label="Course outline" className="fl-outline fl-outline--sidebar">
        {modules.map((module) => (
          <section key={module.number} className="fl-outline__module fl-space-stack">
            <h2 className="fl-outline__heading fl-type-heading fl-type-heading--small fl-tone-ink">
              Module {module.number}
            </h2>
            <ol className="fl-outline__lessons fl-list-plain fl-space-stack--tight">
              {module.lessons.map((number) => (
                <LessonLink key={number} number={number} />
              ))}
            </ol>
          </section>
        ))}
      </aside>
      <main className="fl-lesson fl-lesson--reading">
        <h1 className="fl-lesson__title fl-type-heading fl-type-heading--large">Lesson 10.5</h1>
        {paragraphs.map((text) => (
          <p key={text} className="fl-lesson__paragraph fl-type-body fl-tone-ink">
            {text}
          </p>
        ))}
        <a href="/course/floor/start/10.6" className="fl-lesson__next fl-button fl-focus-ring">
          Next lesson
        </a>
      </main>
    </div>
  );
}
