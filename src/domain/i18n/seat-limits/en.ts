/**
 * Seats per account: what the box office tells a buyer about an event's limit, and the field
 * admins set it with in the Seating tab. English.
 */
export const seatLimitsEn = {
  box: {
    allowance_one: "Up to {{limit}} seats per account for this event: you can add {{count}} more.",
    allowance_other: "Up to {{limit}} seats per account for this event: you can add {{count}} more.",
    reached: "You have all {{limit}} seats one account may hold or buy for this event.",
    limitTitle: "Seat limit reached",
    reholdTitle: "Seats released a moment ago",
  },
  admin: {
    title: "Limits per account",
    label: "Seats per account",
    hint: "How many seats one account may hold or buy for this event, from {{min}} to {{max}}. Leave it empty for the default of {{default}}. Complimentary bookings are not limited.",
    current: "Now: {{limit}} seats per account.",
    currentDefault: "Now: the default, {{limit}} seats per account.",
    invalid: "Enter a whole number from {{min}} to {{max}}, or leave the field empty for the default.",
    save: "Save Limits",
    saving: "Saving...",
    savedTitle: "Limits saved",
    saved: "One account may now hold or buy up to {{limit}} seats for {{event}}.",
    savedDefault: "{{event}} now uses the default of {{limit}} seats per account.",
    errorTitle: "Limits not saved",
    loading: "Loading the seat limit...",
    loadError: "The seat limit could not be loaded.",
    retry: "Try Again",
    spacesLabel: "Wheelchair spaces per account",
    spacesHint:
      "How many wheelchair spaces, each with its companion seats, one account may hold or buy for this event, from {{min}} to {{max}}. Leave it empty for the venue's default of {{default}}.",
    spacesCurrent_one: "Now: {{count}} wheelchair space per account.",
    spacesCurrent_other: "Now: {{count}} wheelchair spaces per account.",
    spacesCurrentDefault_one: "Now: the venue's default, {{count}} wheelchair space per account.",
    spacesCurrentDefault_other: "Now: the venue's default, {{count}} wheelchair spaces per account.",
    spacesSaved_one: "Wheelchair spaces: {{count}} per account.",
    spacesSaved_other: "Wheelchair spaces: {{count}} per account.",
  },
  idChecks: {
    title: "ID checks at the door",
    hint: "Off: the door's scanners get each ticket's seat and version, no names. On: they also get each holder's name, for staff to compare with a photo ID. Never an email address.",
    label: "Check photo ID at the door for this event",
    loading: "Loading the ID-check setting...",
    loadError: "The ID-check setting could not be loaded.",
    retry: "Try Again",
    savedOn: "Scanners of {{event}} get holders' names from their next download.",
    savedOff: "Scanners of {{event}} no longer get holders' names.",
    savedTitle: "ID checks saved",
    errorTitle: "ID checks not saved",
  },
};
