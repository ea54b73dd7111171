/** The one person the end-to-end OpenID Connect server (standing in for Google) signs in. */
export const googleUser = { email: "sam.google@example.org", name: "Sam Google" };
