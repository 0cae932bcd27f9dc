import { addDays, venueDateOf, venueTimeToInstant } from "#domain/time";

interface DemoEvent {
  title: string;
  description: string;
  startsAt: string;
  pending?: boolean;
}

/** Varied upcoming events spread over the next months, at their usual local start times. */
export function demoEvents(now: Date): DemoEvent[] {
  const today = venueDateOf(now);
  const at = (days: number, time: string) => venueTimeToInstant(addDays(today, days), time).toISOString();
  return [
    {
      title: "Houston Symphony: Holiday Pops",
      description: "An evening of seasonal favourites with full orchestra and choir.",
      startsAt: at(9, "19:30"),
    },
    {
      title: "Bridgeland Basketball Classic",
      description: "Top regional high-school teams meet for the winter tournament final.",
      startsAt: at(14, "18:00"),
    },
    {
      title: "Lone Star Country Music Night",
      description: "Three rising Texas country acts on one stage.",
      startsAt: at(21, "20:00"),
    },
    {
      title: "Gulf Coast Business & Trade Expo",
      description: "Local businesses, suppliers and start-ups show what they do best.",
      startsAt: at(28, "10:00"),
    },
    {
      title: "Cypress Creek High Graduation Ceremony",
      description: "Celebrate the graduating class with family and friends.",
      startsAt: at(35, "14:00"),
    },
    {
      title: "Mariachi & Folklórico Festival",
      description: "Live mariachi bands and folklórico dancers for the whole family.",
      startsAt: at(42, "18:00"),
    },
    {
      title: "Winter Indoor Soccer Sports Showcase",
      description: "Fast-paced indoor soccer from the best youth academies in the area.",
      startsAt: at(49, "17:00"),
    },
    {
      title: "Classical Piano Recital: Chopin & Liszt",
      description: "An intimate recital of romantic piano masterpieces.",
      startsAt: at(56, "19:00"),
    },
    {
      title: "Rock the Arena: Tribute Concert",
      description: "The greatest rock anthems of the 80s and 90s, played live.",
      startsAt: at(63, "20:00"),
    },
    {
      title: "Texas Home & Garden Trade Show",
      description: "Ideas, workshops and exhibitors for every home project.",
      startsAt: at(70, "09:00"),
    },
    {
      title: "College Hoops Invitational",
      description: "Four college teams, two days of basketball.",
      startsAt: at(77, "19:00"),
    },
    {
      title: "Spring Gospel Music Celebration",
      description: "Choirs from across Harris County raise the roof.",
      startsAt: at(84, "18:30"),
    },
    {
      title: "Youth Orchestra Spring Concert",
      description: "The area's young musicians perform Dvořák and Beethoven.",
      startsAt: at(98, "16:00"),
    },
    {
      title: "Community Charity Gala",
      description: "An evening of dinner and entertainment in support of local food banks.",
      startsAt: at(105, "19:00"),
      pending: true,
    },
  ];
}
