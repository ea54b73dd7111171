import type { CourseSeed } from "./course-seed";
import { deterioratingPatientBundle } from "./deteriorating-patient-bundle";
import { ivCannulationCourse } from "./iv-cannulation-course";
import { venepunctureCourse } from "./venepuncture-course";

/** Every course the demo ships with, oldest first (the dashboard lists newest first). */
export const courseSeeds: CourseSeed[] = [
  ivCannulationCourse,
  venepunctureCourse,
  deterioratingPatientBundle,
];
