/** Visitor services (tours, information, planner, contact, newsletter, feedback manager) texts, English. */
export const servicesEn = {};
