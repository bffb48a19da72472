/** Who is looking at an activity: a logged-in member, or null for a visitor (member parts empty). */
export interface Viewer {
  memberId: number;
  siteId: string;
}
