import { CanvasTexture } from "three";
import { acvpuWords, type MonitorView, type News2Parameter } from "@common/practice/observations";

/**
 * The bedside monitor's screen, drawn on a 2D canvas used as a texture (as the labels are,
 * `text-texture.ts`): six figures in a grid (HR, SpO₂, BP, RR, temperature, NEWS2), and a line
 * above them that says ALARM and names what sounds it. A parameter in alarm is boxed and shown
 * in reverse (dark on light), so an alarm never rests on colour alone. No clock on the screen:
 * it is redrawn only when a figure changes, not every second.
 */
export const monitorPixels = { width: 512, height: 360 };

type Cell = { name: string; value: string; unit: string; colour: string; alarm: boolean };

/** What the screen shows, as text: the same text means the same picture (no redraw). */
export function monitorFigures(view: MonitorView) {
  const { observations: o, news2, alarms } = view;
  const alarming = new Set<News2Parameter>(alarms.map((alarm) => alarm.parameter));
  const cells: Cell[] = [
    cell("HR", String(o.heartRate), "/min", "#4ade80", alarming.has("heartRate")),
    cell("SpO₂", String(o.spo2), o.onOxygen ? "% on O₂" : "% air", "#67e8f9", alarming.has("spo2")),
    cell("BP", `${o.systolic}/${o.diastolic}`, "mmHg", "#fca5a5", alarming.has("systolic")),
    cell("RR", String(o.respiratoryRate), "/min", "#fde047", alarming.has("respiratoryRate")),
    cell("Temp", o.temperature.toFixed(1), "°C", "#f0abfc", alarming.has("temperature")),
    cell("NEWS2", String(news2.total), news2.risk, "#ffffff", news2.total >= 7 || news2.redScore),
  ];
  const headline = alarms.length
    ? `ALARM  ${alarms.map((alarm) => alarm.text).join(" · ")}`
    : acvpuWords[o.consciousness];
  return { cells, headline, alarm: alarms.length > 0 };
}
export type MonitorFigures = ReturnType<typeof monitorFigures>;

function cell(name: string, value: string, unit: string, colour: string, alarm: boolean): Cell {
  return { name, value, unit, colour, alarm };
}

export function createMonitorTexture() {
  const canvas = document.createElement("canvas");
  canvas.width = monitorPixels.width;
  canvas.height = monitorPixels.height;
  // Left without a colour space: its sRGB texels go to the canvas as they are (screen-colour.ts).
  return new CanvasTexture(canvas);
}

/** Draws `figures` on the texture's canvas and marks it for upload. */
export function drawMonitor(texture: CanvasTexture, figures: MonitorFigures | null) {
  const canvas = texture.image as HTMLCanvasElement;
  const context = canvas.getContext("2d")!;
  const { width, height } = monitorPixels;
  context.fillStyle = "#05100d";
  context.fillRect(0, 0, width, height);
  context.textBaseline = "middle";
  if (!figures) {
    context.fillStyle = "#6b7f86";
    context.font = "600 34px system-ui, sans-serif";
    context.textAlign = "center";
    context.fillText("Standby", width / 2, height / 2);
    texture.needsUpdate = true;
    return;
  }

  const top = 58;
  if (figures.alarm) {
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, top - 6);
    context.fillStyle = "#000000";
  } else {
    context.fillStyle = "#cfe3ea";
  }
  context.textAlign = "left";
  context.font = "700 28px system-ui, sans-serif";
  context.fillText(fitted(context, figures.headline, width - 24), 12, (top - 6) / 2);

  const columns = 3;
  const cellWidth = width / columns;
  const cellHeight = (height - top) / 2;
  figures.cells.forEach((entry, index) => {
    const x = (index % columns) * cellWidth;
    const y = top + Math.floor(index / columns) * cellHeight;
    drawCell(context, entry, x, y, cellWidth, cellHeight);
  });
  texture.needsUpdate = true;
}

function drawCell(
  context: CanvasRenderingContext2D,
  { name, value, unit, colour, alarm }: Cell,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  const ink = alarm ? "#000000" : colour;
  if (alarm) {
    context.fillStyle = "#ffffff";
    context.fillRect(x + 4, y + 4, w - 8, h - 8);
  }
  context.strokeStyle = alarm ? "#ffffff" : "#27363c";
  context.lineWidth = alarm ? 6 : 2;
  context.strokeRect(x + 4, y + 4, w - 8, h - 8);
  context.fillStyle = ink;
  context.textAlign = "left";
  context.font = "600 24px system-ui, sans-serif";
  context.fillText(alarm ? `${name} ALARM` : name, x + 14, y + 26);
  context.textAlign = "center";
  context.font = `700 ${value.length > 5 ? 46 : 60}px system-ui, sans-serif`;
  context.fillText(value, x + w / 2, y + h / 2 + 8);
  context.font = "500 20px system-ui, sans-serif";
  context.fillText(unit, x + w / 2, y + h - 20);
}

/** The text cut to `maxWidth`, with an ellipsis when cut. */
function fitted(context: CanvasRenderingContext2D, text: string, maxWidth: number) {
  if (context.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut}…`;
}
