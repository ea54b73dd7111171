/** Fictional people whose bios are static content. Two bios are long enough to fold. */
export type TeamMember = { name: string; role: string; photo: string; bio: string };
export type Advisor = { name: string; role: string; focus: string };

export const team: readonly TeamMember[] = [
  {
    name: "Dr Amara Okafor",
    role: "Co-founder and Clinical Education Lead",
    photo: "/images/team/amara-okafor.svg",
    bio: "Amara trained in Lagos and London and spent twelve years in acute and emergency medicine before moving into clinical education. As a simulation fellow she ran in-situ drills on busy wards and saw how often capable, confident colleagues hesitated at a rare emergency simply because they had never rehearsed it. She co-founded the company to make that rehearsal routine: short, realistic scenarios that anyone can open between shifts. She still works clinically one day a week, chairs our clinical safety group and signs off every scenario before it reaches a learner. Outside work she coaches a junior netball team and is slowly learning the cello.",
  },
  {
    name: "Daniel Mensah",
    role: "Co-founder and Head of Simulation Technology",
    photo: "/images/team/daniel-mensah.svg",
    bio: "Daniel began his career building flight simulators for airline pilots, where rehearsing rare emergencies is simply how the job is done. When his sister, a newly qualified paramedic, described learning intraosseous access in a single manikin session, he started asking why healthcare could not borrow the same habits. He now leads the team that turns clinical storyboards into VR scenarios, fussing over the details that help practice carry over to the real thing: hand position, the feel of an instrument, the sound of a monitor alarm. He holds a master's degree in human-computer interaction and mentors apprentices from local colleges.",
  },
  {
    name: "Dr Nadia Haddad",
    role: "Head of Education Quality",
    photo: "/images/team/nadia-haddad.svg",
    bio: "A former university lecturer in nursing, Nadia makes sure every course maps to current UK guidance and professional standards, and that our assessments measure what they claim to.",
  },
  {
    name: "Megan Price",
    role: "Clinical Content Lead",
    photo: "/images/team/megan-price.svg",
    bio: "Megan spent ten years on acute medical wards and still picks up bank shifts. She writes our nursing scenarios and tests each one with students and newly qualified nurses.",
  },
  {
    name: "Tomasz Nowak",
    role: "Lead Engineer",
    photo: "/images/team/tomasz-nowak.svg",
    bio: "Tomasz keeps the platform fast, secure and accessible, so a session opens as easily on an ageing ward computer as it does on a headset.",
  },
  {
    name: "Aisha Rahman",
    role: "Head of Partnerships",
    photo: "/images/team/aisha-rahman.svg",
    bio: "Aisha works with universities, hospitals and training centres to fit our courses into their programmes, from a first pilot to a full roll-out.",
  },
];

export const advisors: readonly Advisor[] = [
  {
    name: "Professor Helen Carter",
    role: "Professor of Simulation-Based Education",
    focus: "Advises on scenario design and debriefing.",
  },
  {
    name: "Dr Kwame Asante",
    role: "Consultant in Emergency Medicine",
    focus: "Reviews our emergency and resuscitation content.",
  },
  {
    name: "Hannah Lloyd",
    role: "Consultant Midwife",
    focus: "Guides our maternity and newborn scenarios.",
  },
  {
    name: "Joseph Adebayo",
    role: "Consultant Paramedic",
    focus: "Shapes our pre-hospital and out-of-hospital training.",
  },
];
