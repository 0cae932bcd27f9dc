/** The floating Venue Assistant button and its chat dialog, on every page. */
export function AssistantLauncher() {
  return null;
}
