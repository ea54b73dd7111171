/** Professional registration types, stored by value, shown by label (docs/product/accounts.md#sign-up). */
export const registrationTypes = [
  { value: "doctor", label: "Doctor" },
  { value: "nurse", label: "Nurse" },
  { value: "midwife", label: "Midwife" },
  { value: "paramedic", label: "Paramedic" },
  { value: "student", label: "Medical Student" },
  { value: "other", label: "Other" },
] as const;

export type RegistrationType = (typeof registrationTypes)[number]["value"];

export const registrationTypeValues = registrationTypes.map((t) => t.value) as [
  RegistrationType,
  ...RegistrationType[],
];

export const registrationTypeLabel = (value: string | null | undefined) =>
  registrationTypes.find((t) => t.value === value)?.label ?? null;
