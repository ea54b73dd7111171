export * from "./auth";
export * from "./profiles";
export * from "./content";
export * from "./forms";
export * from "./courses";
export * from "./learning";
export * from "./billing";
export * from "./assessments";
