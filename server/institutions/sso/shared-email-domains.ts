/**
 * Email domains many unrelated people share (decision 0043): webmail providers, UK internet
 * providers' mail, and NHSmail (`nhs.net`), which every NHS organisation uses. No institution may
 * claim one for its single sign-on; their learners reach it through an invitation or by choosing
 * the institution. Public suffixes (`co.uk`, `ac.uk`, `nhs.uk`) come from the Public Suffix List
 * (tldts), not from here.
 */
export const sharedEmailDomains = new Set([
  // The NHS's shared email service.
  "nhs.net",
  // Webmail.
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "outlook.co.uk",
  "hotmail.com",
  "hotmail.co.uk",
  "live.com",
  "live.co.uk",
  "msn.com",
  "yahoo.com",
  "yahoo.co.uk",
  "ymail.com",
  "rocketmail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "aol.co.uk",
  "proton.me",
  "protonmail.com",
  "protonmail.ch",
  "pm.me",
  "tutanota.com",
  "tuta.io",
  "gmx.com",
  "gmx.co.uk",
  "gmx.net",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "fastmail.com",
  "hey.com",
  "qq.com",
  "163.com",
  // UK internet providers' mail.
  "btinternet.com",
  "btopenworld.com",
  "sky.com",
  "virginmedia.com",
  "ntlworld.com",
  "blueyonder.co.uk",
  "talktalk.net",
  "tiscali.co.uk",
  "plus.net",
  "mail.ru",
]);
