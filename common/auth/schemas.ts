import { z } from "../zod";
import { passwordLimits } from "./password";
import { registrationTypeValues } from "./registration-types";

// Values are trimmed and blank is rejected. The order of the keys is the order of the messages
// in docs/product/forms-and-messages.md#validation; forms show the first one as the 'Validation Error' toast.
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const password = z
  .string({ error: "Password is required" })
  .refine((value) => value.trim().length > 0, { message: "Password is required", abort: true })
  .min(passwordLimits.min, `Password must be at least ${passwordLimits.min} characters`)
  .max(passwordLimits.max, `Password must be at most ${passwordLimits.max} characters`);

export const email = required("Email is required")
  .pipe(z.email("Please enter a valid email address"))
  .transform((value) => value.toLowerCase());

/** The professional details every account holds: sign-up, Complete Your Profile, the account page. */
export const profileSchema = z.object({
  firstName: required("First name is required").pipe(z.string().max(100)),
  lastName: required("Last name is required").pipe(z.string().max(100)),
  professionalRegType: z.enum(registrationTypeValues, {
    error: "Professional registration type is required",
  }),
  regNo: required("Registration number is required").pipe(z.string().max(50)),
  institution: required("Institution is required").pipe(z.string().max(200)),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const signUpSchema = profileSchema.extend({ email, password });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: required("This reset link is not valid. Please ask for a new one."),
    password,
    confirmPassword: z.string({ error: "Please confirm your new password" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });

export const institutionNameSchema = z.object({
  name: required("Institution name is required").pipe(
    z.string().min(2, "Institution name is too short").max(200),
  ),
});
