/**
 * Venue Assistant chat texts, English: the chat window, and the sentences the local assistant
 * answers with. Answers take every fact as a parameter filled from src/domain/venue.ts, so a
 * fact changes in one place; a path such as /box-office in an answer becomes a link in the chat.
 */
export const assistantEn = {
  name: "Venue Assistant",
  open: "Open the Venue Assistant",
  description: "Ask about tickets, events, parking, hours, tours and venue policies.",
  greeting:
    "Hello! I'm the Venue Assistant of Bridgeland Arena. Ask me about tickets, upcoming events, parking, box-office hours, tours or our policies.",
  inputLabel: "Your question",
  placeholder: "Type your question...",
  send: "Send",
  typing: "The assistant is typing...",
  you: "You",
  bot: "Assistant",
  errorBubble: "Error: {{message}}",
  upstream: {
    status: "the assistant service answered with an error ({{status}}). Please try again later.",
    shape: "the assistant service sent an answer we could not read. Please try again later.",
    timeout: "the assistant service took too long to answer. Please try again later.",
    unreachable: "the assistant service could not be reached. Please try again later.",
  },
  validation: {
    language: "Choose English or Spanish.",
    history: "The conversation sent is too long.",
  },
  answers: {
    unknown:
      "I'm sorry, I don't know the answer to that. Please ask our team at /contact or call {{phone}}, and they will be glad to help.",
    hello:
      "Hello! I can help with tickets, upcoming events, parking, box-office hours, tours and venue policies. What would you like to know?",
    thanks: "You're welcome! Is there anything else I can help you with?",
    parking:
      "Parking is free, with {{spaces}} spaces. The lots open {{hours}} hours before each event. Directions are at /information.",
    boxOffice:
      "Box office hours: {{schedule}}. On event days it also opens {{hours}} hours before the event. You can buy tickets online at any time at /box-office.",
    doors:
      "Doors open {{doors}} hour before showtime; parking and the box office open {{hours}} hours before. Event dates and times are at /calendar.",
    capacity:
      "Bridgeland Arena seats {{total}}: {{general}} general, {{premium}} premium and {{vip}} VIP seats. It hosts over {{events}} events a year. See the calendar at /calendar.",
    tickets:
      "Choose your seats on the seating chart at /box-office, sign in and pay by card ({{cards}}) or PayPal. Your tickets then appear at /my-tickets.",
    prices: "Seat prices depend on the section: {{prices}}. See the seating chart at /box-office.",
    refunds:
      "All sales are final. If the venue cancels an event, you get a full refund within {{min}} to {{max}} business days; processing fees are not refunded. See /terms.",
    pickup:
      "Tickets are transferable. Bring a valid photo ID to pick up tickets at the box office. Your tickets are at /my-tickets.",
    bags: "Large bags and backpacks are not allowed in the venue. Also not allowed: {{items}}. Details at /information.",
    prohibited: "These items are not allowed in the venue: {{items}}. Details at /information.",
    food: "Outside food and drink are not allowed; concessions are available inside the venue. See /information.",
    accessibility:
      "Wheelchair-accessible seating with companion seats and accessible parking are available. To request accessible seats or other help, contact us at /contact or call {{phone}}. More at /information.",
    tours:
      "Venue tours run daily at {{time}} and last {{minutes}} minutes, for up to {{capacity}} people per day. Meet at the main entrance lobby, {{address}}. Sign in and book at /tour-scheduling.",
    groups:
      "Groups of {{min}} or more people get help from our group sales team: email {{email}} or write to us at /contact.",
    address: "Bridgeland Arena is at {{address}}. Directions and a map are at /information.",
    contact: "Call {{phone}} or email {{email}}, or send us a message at /contact. Event support is available 24/7.",
    planner:
      "To host your event, send an inquiry at /planner. Venue rental: Monday to Thursday {{hourly}} per hour (at least {{minHours}} hours); Friday to Sunday {{halfDay}} for a half day, and {{fullDay}} for a full day ({{saturday}} on Saturdays). Book {{minMonths}} to {{maxMonths}} months ahead; our team is available {{teamHours}}.",
    myTickets: "Sign in and open /my-tickets to see your tickets.",
    newsletter: "Sign up for event news and offers at /newsletter.",
    payment: "We accept {{methods}}. You pay at /box-office when you check out.",
    upcoming: "Upcoming events: {{list}}. The full schedule is at /calendar.",
    window: "Events {{when}}: {{list}}. Tickets at /box-office.",
    noneInWindow: "There are no events {{when}}. See what's coming up at /calendar.",
    noneUpcoming: "There are no upcoming events on the calendar right now. Please check /calendar again soon.",
    nextOfType: "{{next}} is {{event}}. Tickets at /box-office.",
    noneOfType: "There is {{none}} on the calendar right now. See all upcoming events at /calendar.",
    noneOfTypeInWindow: "There is {{none}} {{when}}. See all upcoming events at /calendar.",
    availability: "{{list}}. Choose your seats at /box-office.",
    eventNotFound:
      "I couldn't find an upcoming event by that name; all upcoming events are at /calendar. To buy tickets, choose your seats at /box-office.",
    eventLine: "{{title}} on {{date}}",
    seatsLeft: "{{title}} on {{date}}: {{free}} of {{total}} seats still available",
    soldOut: "{{title}} on {{date}} is sold out",
    dayRange: "{{from}} to {{to}}",
    hoursRange: "{{days}} {{opens}}–{{closes}}",
  },
  when: {
    today: "today",
    tomorrow: "tomorrow",
    weekend: "this weekend",
    week: "this week",
    month: "this month",
    nextWeek: "next week",
    day: "on {{day}}",
  },
  types: {
    concert: { next: "The next concert", none: "no concert" },
    sports: { next: "The next sports event", none: "no sports event" },
    "trade-show": { next: "The next trade show", none: "no trade show" },
    ceremony: { next: "The next ceremony", none: "no ceremony" },
    event: { next: "The next event", none: "no event" },
  },
  items: {
    outsideFoodDrink: "outside food and drink",
    professionalRecording: "professional recording equipment",
    weapons: "weapons",
    largeBags: "large bags and backpacks",
    glassContainers: "glass containers",
    illegalSubstances: "illegal substances",
  },
  prompt: {
    intro:
      "You are the Venue Assistant of Bridgeland Arena, a venue in Cypress, Texas. Answer visitors' questions briefly and kindly, using only the facts below. Answer in the language of the question (English or Spanish; in Spanish use usted). When a page of the site helps, name its path exactly as written here, such as /box-office or /tour-scheduling. If the facts do not answer the question, say you do not know and point to /contact. Never invent facts, prices, dates or events.",
    facts: "Venue facts:",
    events: "Upcoming events (venue time, {{zone}}):",
    noEvents: "There are no upcoming events on the calendar.",
    pages: "Pages of the site: {{pages}}.",
  },
};
