import { team } from "~/features/about-page/team";

// Positions as percentages of the square frame: a loose, overlapping cluster.
const spots = [
  { left: 30, top: 4, size: 38 },
  { left: 2, top: 30, size: 30 },
  { left: 66, top: 22, size: 32 },
  { left: 14, top: 64, size: 32 },
  { left: 46, top: 48, size: 36 },
  { left: 74, top: 64, size: 24 },
];

/** The team's portraits scattered around the About hero; decorative, the team is listed below. */
export function PortraitCluster() {
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-square w-full max-w-md">
      <div className="absolute inset-[12%] rounded-full bg-primary-100/60" />
      {team.map((member, index) => {
        const spot = spots[index % spots.length]!;
        return (
          <img
            key={member.name}
            src={member.photo}
            alt=""
            width={160}
            height={160}
            className="absolute rounded-full shadow-lg ring-4 ring-surface"
            style={{ left: `${spot.left}%`, top: `${spot.top}%`, width: `${spot.size}%` }}
          />
        );
      })}
    </div>
  );
}
