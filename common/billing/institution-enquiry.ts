import { z } from "../zod";

/** The enquiry form's specialty checkboxes, in docs/product/billing.md#institution-enquiries order. */
export const enquirySpecialties = [
  { value: "frontline", label: "Frontline" },
  { value: "obstetric", label: "Obstetric" },
  { value: "surgical", label: "Surgical" },
  { value: "adult-medicine", label: "Adult Medicine" },
  { value: "paediatrics", label: "Paediatrics" },
  { value: "primary-care", label: "Primary Care" },
] as const;

const specialtyValues = enquirySpecialties.map((s) => s.value) as [
  (typeof enquirySpecialties)[number]["value"],
  ...(typeof enquirySpecialties)[number]["value"][],
];

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Shared by the enquiry form and the pricing page's action (docs/product/forms-and-messages.md#validation). */
export const institutionEnquirySchema = z.object({
  firstName: required("First name is required", 100),
  lastName: required("Last name is required", 100),
  workEmail: required("Work email is required", 254)
    .pipe(z.email("Please enter a valid email address"))
    .transform((value) => value.toLowerCase()),
  phone: required("Phone number is required", 30).pipe(
    z.string().regex(/^\+?[\d\s()-]{7,}$/, "Please enter a valid phone number"),
  ),
  numberOfUsers: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: "Number of users must be a number" })
      .int("Number of users must be a whole number")
      .min(1, "Number of users must be at least 1")
      .max(1_000_000, "Number of users looks too large")
      .optional(),
  ),
  // Checkboxes: none ticked sends nothing, one sends a value, more send a list.
  specialties: z.preprocess(
    (value) => (value === undefined ? [] : [value].flat()),
    z.array(z.enum(specialtyValues)).max(enquirySpecialties.length),
  ),
  others: optionalText(500),
  message: required("Message is required", 5000).pipe(
    z.string().min(10, "Message must be at least 10 characters"),
  ),
});

export type InstitutionEnquiry = z.infer<typeof institutionEnquirySchema>;

export const specialtyLabel = (value: string) =>
  enquirySpecialties.find((s) => s.value === value)?.label ?? value;
