/** The claim page's MYSTERY CARD tab: a stand-in, replaced at merge by the mystery-card branch. */
export function MysteryCardTab() {
  return null;
}
