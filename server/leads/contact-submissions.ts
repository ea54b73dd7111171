import type { ContactFormInput } from "@common/contact-form";
import type { Db } from "../db/client";
import { contactSubmissions } from "../db/schema/index";

/** Inserts first_name, last_name, email, message, phone_number (null when empty). */
export async function saveContactSubmission(db: Db, input: ContactFormInput) {
  const [row] = await db
    .insert(contactSubmissions)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      message: input.message,
      phoneNumber: input.phoneNumber,
    })
    .returning({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt });
  if (!row) throw new Error("The contact submission was not stored");
  return row;
}
