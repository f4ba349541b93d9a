// The QR code image: the server's data URL when it sent one, else drawn here from the
// otpauth URL (SVG, so no canvas is needed).
import QRCode from 'qrcode';

export async function qrImageSrc(serverDataUrl: string | undefined, otpAuthUrl: string) {
  if (serverDataUrl && serverDataUrl.startsWith('data:image/')) return serverDataUrl;
  const svg = await QRCode.toString(otpAuthUrl, { type: 'svg', margin: 1 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
