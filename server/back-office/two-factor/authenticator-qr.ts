import QRCode from "qrcode";

/**
 * An authenticator's `otpauth://` address as a QR code: one SVG path of the dark modules, drawn
 * by the page as an element (no inline script or style, so the CSP stays as it is).
 */
export function authenticatorQr(uri: string) {
  const { modules } = QRCode.create(uri, { errorCorrectionLevel: "M" });
  const quietZone = 4;
  const size = modules.size + quietZone * 2;
  let path = "";
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column + quietZone} ${row + quietZone}h1v1h-1z`;
    }
  }
  return { size, path };
}

export type AuthenticatorQr = ReturnType<typeof authenticatorQr>;
