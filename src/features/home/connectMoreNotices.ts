/**
 * "More" on the home page's announcements (spec section 6): a member sees every
 * announcement in full, a guest is asked to log in first.
 */
export function connectMoreNotices(asked: boolean, member: boolean) {
  return {
    loginPrompt: asked && !member,
    allNotices: asked && member,
  };
}
