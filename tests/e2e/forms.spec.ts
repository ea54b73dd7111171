import { expect, test, type Page } from "@playwright/test";
import { docxExpandingTo, exeFile, pdfFile } from "../support/document-fixtures";

const contactErrors = [
  "First name must be at least 2 characters",
  "Last name must be at least 2 characters",
  "Please enter a valid email address",
  "Message must be at least 10 characters",
];
const sent = "Message sent successfully! We will get back to you soon.";
const applied = "Application submitted successfully!";

const errorTexts = (page: Page, formId: string) =>
  page.locator(`#${formId} [id$="-error"]`).allTextContents();

async function fillContact(page: Page, values: Record<string, string>) {
  const labels: Record<string, RegExp> = {
    firstName: /^First name$/,
    lastName: /^Last name$/,
    email: /^Email address$/,
    phoneNumber: /^Phone number/,
    message: /^Your message$/,
  };
  for (const [name, value] of Object.entries(values)) {
    await page.getByLabel(labels[name] ?? name).fill(value);
  }
}

const validContact = {
  firstName: "Priya",
  lastName: "Raman",
  email: "priya.raman@example.org",
  message: "We would like a demo of the VR sepsis scenario for our F1 doctors.",
};

async function apply(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel("First name").fill("Tomasz");
  await page.getByLabel("Last name").fill("Nowak");
  await page.getByLabel("Your CV").setInputFiles(file);
  await page.getByRole("button", { name: "Submit application" }).click();
}

const pdf = { name: "tomasz-nowak-cv.pdf", mimeType: "application/pdf", buffer: pdfFile() };

test.describe("contact form", () => {
  test("shows the spec's messages in order, focuses the first, then sends and resets", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Got Questions?" })).toBeVisible();
    await expect(page.getByText("Contact Us, we're waiting!")).toBeVisible();
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => errorTexts(page, "contact-form")).toEqual(contactErrors);
    await expect(page.getByLabel("First name")).toBeFocused();
    await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(/^Phone number/)).not.toHaveAttribute("aria-invalid", "true");

    await fillContact(page, validContact);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText(sent)).toBeVisible();
    await expect.poll(() => errorTexts(page, "contact-form")).toEqual([]);
    await expect(page.getByLabel("First name")).toHaveValue("");
    await expect(page.getByLabel("Your message")).toHaveValue("");
  });

  test("shows a busy state while sending", async ({ page }) => {
    await page.route("**/contact.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto("/contact");
    await fillContact(page, validContact);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByText(sent)).toBeVisible();
  });

  test("links the contact email", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: "hello@clinova.example" })).toHaveAttribute(
      "href",
      "mailto:hello@clinova.example",
    );
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server shows the same messages in order, keeps the input, then confirms", async ({
    page,
  }) => {
    await page.goto("/contact");
    await fillContact(page, { firstName: "P", email: "priya@", message: "Hi there" });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => errorTexts(page, "contact-form")).toEqual(contactErrors);
    await expect(page.getByLabel("Email address")).toHaveValue("priya@");
    await expect(page.getByLabel("Your message")).toHaveValue("Hi there");
    await expect(page.getByLabel("First name")).toBeFocused();

    await fillContact(page, validContact);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: sent })).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("");
  });
});

test.describe("careers application", () => {
  test("a small real PDF is accepted and the form resets", async ({ page }) => {
    await page.goto("/careers");
    await expect(page.getByRole("heading", { name: "Open Positions" })).toBeVisible();
    await expect(page.getByLabel(/^Cover letter/)).toHaveAttribute("rows", "6");
    await page.route("**/careers.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await apply(page, pdf);
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: applied })).toContainText(
      "Thank you for your interest in joining Clinova. We'll review your application and get back to you soon.",
    );
    await expect(page.getByLabel("First name")).toHaveValue("");
    await expect(page.getByLabel("Your CV")).toHaveValue("");
  });

  test("missing names are summed up as the spec says", async ({ page }) => {
    await page.goto("/careers");
    await page.getByLabel("Your CV").setInputFiles(pdf);
    await page.getByRole("button", { name: "Submit application" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Required fields missing" });
    await expect(summary).toContainText("Please fill in your first and last name.");
    await expect(page.getByLabel("First name")).toBeFocused();
  });

  const refusals = [
    {
      what: "a program renamed .pdf",
      file: { name: "cv.pdf", mimeType: "application/pdf", buffer: exeFile() },
      reason: "File upload failed: This file is a program, not a document.",
    },
    {
      what: "a .docx that expands past 50 MB",
      file: {
        name: "cv.docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: docxExpandingTo(60),
      },
      reason: "File upload failed: This Word document would expand to more than 50 MB when opened.",
    },
  ];
  for (const { what, file, reason } of refusals) {
    test(`${what} is refused, saying why`, async ({ page }) => {
      await page.goto("/careers");
      await apply(page, file);
      const summary = page.getByRole("alert").filter({ hasText: "Submission failed" });
      await expect(summary).toContainText(reason);
      await expect(page.getByLabel("Your CV")).toHaveAttribute("aria-invalid", "true");
    });
  }

  test("an 11 MB file is refused before it is sent", async ({ page }) => {
    let uploaded = false;
    page.on("request", (request) => {
      if (request.url().includes("/careers.data")) uploaded = true;
    });
    await page.goto("/careers");
    const big = Buffer.concat([pdfFile(), Buffer.alloc(11 * 1024 * 1024)]);
    await apply(page, { name: "cv.pdf", mimeType: "application/pdf", buffer: big });
    await expect(page.getByText("The file is larger than 10 MB.")).toBeVisible();
    expect(uploaded).toBe(false);
  });
});

test.describe("careers application without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a PDF is accepted and the confirmation is in the page", async ({ page }) => {
    await page.goto("/careers");
    await apply(page, pdf);
    await expect(page.getByRole("status").filter({ hasText: applied })).toBeVisible();
  });

  test("the server refuses an 11 MB upload and says why", async ({ page }) => {
    await page.goto("/careers");
    const big = Buffer.concat([pdfFile(), Buffer.alloc(11 * 1024 * 1024)]);
    await apply(page, { name: "cv.pdf", mimeType: "application/pdf", buffer: big });
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "File upload failed: The file is larger than 10 MB." }),
    ).toBeVisible();
  });

  test("the server refuses a disguised program and says why", async ({ page }) => {
    await page.goto("/careers");
    await apply(page, { name: "cv.pdf", mimeType: "application/pdf", buffer: exeFile() });
    await expect(
      page.getByRole("alert").filter({ hasText: "This file is a program, not a document." }),
    ).toBeVisible();
  });
});
