import { brand } from "@common/brand";
import { renderEmail } from "../../mail/email-layout";

/** The link that lets the owner of an account connect it to their institution's sign-in. */
export function ssoLinkEmail(url: string, institutionName: string) {
  return {
    subject: `Connect your ${brand.name} account to ${institutionName}'s sign-in`,
    ...renderEmail({
      heading: `Connect ${institutionName}'s sign-in`,
      paragraphs: [
        `Someone signed in with ${institutionName} using this email address, which already has a ${brand.name} account. If that was you, connect the two and you can sign in with ${institutionName} from now on.`,
      ],
      action: { label: "Connect my account", url },
      footnote: `This link works for 30 minutes. If you did not sign in with ${institutionName}, ignore this email: nothing changes on your account.`,
    }),
  };
}
