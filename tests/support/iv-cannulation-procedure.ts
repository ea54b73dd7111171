/**
 * The IV cannulation procedure, complete and in order, as the course's procedure lesson has it:
 * the seeded scenario's action ids (docs/product/practice.md#scenarios).
 */
export const ivInOrder: string[] = [
  "check-identity",
  "gain-consent",
  "hand-hygiene",
  "prepare-equipment",
  "apply-tourniquet",
  "select-vein",
  "release-tourniquet",
  "hand-hygiene",
  "put-on-apron",
  "put-on-gloves",
  "clean-skin",
  "let-dry",
  "apply-tourniquet",
  "insert-cannula",
  "advance-cannula",
  "release-tourniquet",
  "remove-needle",
  "dispose-sharps",
  "flush",
  "secure-dressing",
  "clear-away",
  "document",
];
