/** Fictional partner organisations; their logos are static content. */
export const partners = [
  { name: "Larkmere Teaching Hospital", logo: "/images/partners/larkmere.svg", width: 204 },
  { name: "Orwen University School of Nursing", logo: "/images/partners/orwen.svg", width: 188 },
  { name: "Sollis Simulation Centre", logo: "/images/partners/sollis.svg", width: 188 },
  { name: "Kestrelway Ambulance College", logo: "/images/partners/kestrelway.svg", width: 204 },
  { name: "Brightmoor Midwifery Institute", logo: "/images/partners/brightmoor.svg", width: 208 },
  { name: "Vantor Health Partners", logo: "/images/partners/vantor.svg", width: 172 },
] as const;
