/** The Venue Assistant: the chat launcher every page shows. */
export { AssistantLauncher } from "./assistant-launcher";
