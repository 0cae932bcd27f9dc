/**
 * Privacy policy and terms, English.
 *
 * Venue facts are placeholders filled from `src/domain/venue.ts` by the pages:
 * {{venueName}}, {{email}}, {{phone}}, {{address}}, {{minimumAge}}, {{refundMin}}, {{refundMax}}.
 * Bodies hold paragraphs separated by a blank line ("\n\n").
 */
export const legalEn = {
  privacy: {
    title: "Privacy Policy",
    intro:
      "This policy explains, in plain language, what personal information {{venueName}} collects when you use this website, why we collect it, who we share it with and the choices you have. We only ask for what we need to sell you tickets, answer your questions and run the venue.",
    lastUpdated: "Last updated: {{date}}",
    backHome: "Back to Home",
    s1: {
      heading: "Information we collect",
      body: "Information you give us. When you create an account we ask for your full name, your email address and a password. If you choose to sign in with Google, we receive your name, email address and profile picture from Google. When you buy tickets, book a tour, send an event inquiry, contact us, leave feedback or subscribe to our newsletter, we keep what you type into those forms, such as your name, email, phone number, organization, event details and message.\n\nInformation created when you use the site. We keep a record of your orders and tickets (event, seats, prices, payment status and dates), your tour bookings and, for event managers, the events and images you upload. When you are signed in we also store your session, including the IP address and the browser type it was started from.\n\nInformation stored on your device. Your language, dark mode and text-to-speech preferences are saved in your browser so the site remembers them.",
    },
    s2: {
      heading: "How we use your information",
      body: "We use your information to create and secure your account; to process orders, hold seats and send your tickets and confirmations; to schedule and confirm tours; to answer inquiries, messages and feedback; to send the newsletter to people who asked for it; and to tell you about changes to an event you have tickets for, such as a new time or a cancellation.\n\nWe also use it to keep the site safe and working: to prevent fraud, duplicate bookings and abuse, to fix errors and to meet our legal, tax and accounting obligations. We do not sell your personal information, and we do not use it for advertising by other companies.",
    },
    s3: {
      heading: "Payments",
      body: "Payments are handled by our payment provider. Your card number, expiry date and security code are entered with that provider and go directly to it: they never pass through our servers and we never store them.\n\nFrom the provider we receive only what we need to confirm your order: whether the payment succeeded, the amount, the currency and a payment reference. The provider handles your payment details under its own privacy policy.",
    },
    s4: {
      heading: "Cookies and sessions",
      body: "We use a small number of cookies that the site needs to work. A session cookie keeps you signed in and protects your account; it cannot be read by scripts on the page and is removed when you sign out or when the session expires. A language cookie remembers whether you prefer English or Spanish.\n\nWe do not use advertising or cross-site tracking cookies. Some pages show content from other services, such as a map or a video; those services may set their own cookies under their own policies. You can delete cookies in your browser settings at any time, but you will then need to sign in again.",
    },
    s5: {
      heading: "When we share information",
      body: "We share personal information only with companies that help us run this website and the venue, and only as much as each one needs: our hosting and database providers, the service that delivers our emails, our payment provider and, if you choose to use it, Google sign-in. Messages you send to the assistant chat may be processed by a service that helps us write its answers. These providers may use your information only to provide their service to us.\n\nWe may also disclose information when the law requires it, to protect the safety of our guests and staff, or to prevent fraud. If the venue is ever sold or merged, your information may pass to the new owner, who must keep protecting it as this policy describes.",
    },
    s6: {
      heading: "How long we keep information and how we protect it",
      body: "We keep your account, and what you need it for (tickets, tours, waitlist places), for as long as your account is open. Paid orders and every movement of money are kept for as long as tax and accounting rules require, also after an account is deleted, but without your name or email address. Everything else is deleted automatically once its time is up: contact messages after {{contactDays}} days, event inquiries after {{inquiryDays}} days, feedback after {{feedbackDays}} days, the copies of emails we sent you {{mailDays}} days after they were sent, and sign-in sessions {{sessionDays}} days after they expired. A newsletter sign-up that was never confirmed, and an address that unsubscribed, are deleted after {{newsletterDays}} days. Conversations with the assistant chat are answered and not stored.\n\nAt the door, the staff's scanners receive each ticket's seat and a code version, not your email address; your name only for events where the venue checks photo ID.\n\nWe protect your information with encrypted connections (HTTPS), by storing passwords only in scrambled (hashed) form, and by giving access only to the staff who need it. No system is perfectly secure, so please use a strong password that you do not use anywhere else.",
    },
    s7: {
      heading: "Your rights and choices",
      body: 'See your data: on your account page (My Account in the account menu), "Download my data" gives you at once one file with everything we keep about you: your account, sessions, orders and tickets, transfers, tours, waitlist places, what you sent us through the forms, your newsletter subscription and the emails we sent you.\n\nDelete your account: on the same page, confirm with your password (or right after signing in). If you hold tickets for an event still to come, transfer them or ask for a refund first. Everything that is only yours is deleted at once and you are signed out on every device; paid orders stay, as the law requires, without your name or email address.\n\nCorrect your data, or ask about anything else: write to {{email}}. To protect you, we may need to confirm your identity before we act on a request made by email.\n\nThe newsletter: we send it only after you confirm your sign-up with the link we email you. Every newsletter email has an unsubscribe link, and your email program\'s own "Unsubscribe" button works in one click. Messages about tickets you bought, such as order confirmations and event changes, are part of the service and will still be sent.',
    },
    s8: {
      heading: "Children",
      body: "This website and its services are not intended for children under {{minimumAge}}. We do not knowingly collect personal information from children under {{minimumAge}}. If you believe a child under {{minimumAge}} has given us personal information, please contact us and we will delete it.",
    },
    s9: {
      heading: "Contact us and changes to this policy",
      body: "If you have a question about this policy or want to make a request about your information, write to {{email}}, call {{phone}} or send a letter to {{venueName}}, {{address}}.\n\nWe may update this policy when our services or the law change. The date at the top of this page shows when it last changed. If a change is significant, we will also tell account holders by email before it takes effect.",
    },
  },
  terms: {
    title: "Terms and Conditions",
    intro:
      "These terms are the agreement between you and {{venueName}} for using this website, creating an account and buying tickets. Please read them carefully, in particular the sections on refunds and liability.",
    lastUpdated: "Last updated: {{date}}",
    effective: "Effective date: {{date}}",
    backHome: "Back to Home",
    contactHeading: "Contact Us",
    contactLead: "If you have a question about these terms, please get in touch:",
    emailLabel: "Email",
    phoneLabel: "Phone",
    addressLabel: "Address",
    s1: {
      heading: "Acceptance of Terms",
      body: "By using this website, creating an account or buying tickets, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the website.\n\nYou must be at least {{minimumAge}} years old to create an account. If you are under the legal age of adulthood where you live, a parent or guardian must agree to these terms for you and is responsible for your purchases.",
    },
    s2: {
      heading: "Ticket Purchases",
      body: "Prices are in US dollars, and the total of your order, including any fees, is shown before you pay. Seats you choose are held for you for a short time while you complete payment; if payment is not completed in time, the seats are released. Your order is confirmed only once the payment has been confirmed, and we will send a confirmation to the email address on your account.\n\nPlease bring a valid photo ID when you pick up tickets at the box office. Tickets are transferable: you may give them to someone else, and the person who uses a ticket agrees to these terms and to the venue policies. We may cancel orders that appear fraudulent, that were placed in breach of these terms or that were made at an obviously wrong price, and we will refund any payment taken for them.",
    },
    s3: {
      heading: "Refund Policy",
      body: "All ticket sales are final. We do not offer refunds or exchanges, including when you cannot attend, except as described below.\n\nIf the venue cancels an event, you will receive a full refund of what you paid — the ticket price, the service fee and the tax — to your original payment method within {{refundMin}} to {{refundMax}} business days. If an event is rescheduled, we will email you to explain your options.",
    },
    s4: {
      heading: "Venue Policies",
      body: "For everyone's safety, all guests and bags may be screened at the entrance, and you must follow the instructions of venue staff and security.\n\nThe following items are not allowed in the venue: outside food and drink; professional recording equipment; weapons of any kind; large bags and backpacks; glass containers; and illegal substances.\n\nWe may refuse entry to, or remove, anyone who brings prohibited items, behaves in a way that is unsafe or disruptive, or breaks these policies. In that case no refund is given.",
    },
    s5: {
      heading: "Limitation of Liability",
      body: 'You attend events at your own risk, to the extent the law allows. We are not responsible for personal belongings that are lost, stolen or damaged at the venue, or for the content of events staged by performers and outside organizers.\n\nThis website is provided "as is". We work to keep it accurate and available but cannot promise that it will always be error-free or uninterrupted. To the extent the law allows, we are not liable for indirect or consequential losses, such as travel or hotel costs, and our total liability for any claim relating to an order is limited to the amount you paid for that order. Nothing in these terms limits any liability that cannot be limited by law.',
    },
    s6: {
      heading: "Force Majeure",
      body: "We are not responsible for delays or failures caused by events beyond our reasonable control, such as severe weather, hurricanes, floods, fire, power or network outages, epidemics, orders from public authorities, strikes or other emergencies.\n\nIf we have to cancel an event for one of these reasons, the Refund Policy above applies.",
    },
    s7: {
      heading: "Privacy",
      body: "Our Privacy Policy explains what personal information we collect, how we use it and the choices you have. By using the website you accept that your information is handled as that policy describes.",
    },
    s8: {
      heading: "Intellectual Property",
      body: "The content of this website, including text, images, videos, logos and design, belongs to {{venueName}} or to those who licensed it to us, and is protected by law. You may view and print pages for your own personal, non-commercial use. You may not copy, republish, sell or collect content from the website by automated means without our written permission.\n\nIf you upload content, such as an event description or image, you confirm that you have the right to use it and you allow us to show it on the website and in our promotion of the event.",
    },
    s9: {
      heading: "Account Security",
      body: "Please give accurate information when you create an account and keep it up to date. Keep your password private and do not share your account; you are responsible for what is done with it. If you think someone else has used your account, change your password and contact us straight away.\n\nYou may not use bots or other automated tools to buy tickets, interfere with the website, or try to access accounts or data that are not yours. We may suspend or close accounts that break these terms.",
    },
    s10: {
      heading: "Changes to Terms",
      body: "We may update these terms from time to time, for example when we add new services or when the law changes. The dates at the top of this page show when the terms last changed and when the current version took effect. Purchases are governed by the terms in force when you made them. If you keep using the website after a change, you accept the updated terms.\n\nThese terms are governed by the laws of the State of Texas, United States.",
    },
  },
  account: {
    title: "My Account",
    lead: "Your details, a copy of everything we keep about you, and closing your account.",
    signInTitle: "Sign in to manage your account",
    signInBody: "Your account page lets you download your data or delete your account.",
    signIn: "Sign In",
    details: {
      heading: "Your details",
      name: "Name",
      email: "Email",
    },
    export: {
      heading: "Download your data",
      body: "One file (JSON) with everything the site keeps about you: your account, sessions, orders and tickets, transfers, tours, waitlist places, the inquiries, messages and feedback you sent, your newsletter subscription and the mail we sent you. The assistant's conversations are not kept, so there are none to give you.",
      button: "Download my data",
      working: "Preparing your file...",
      doneTitle: "Your data is downloaded",
      done: "Look for {{file}} in your downloads.",
      errorTitle: "We could not prepare your file",
    },
    delete: {
      heading: "Delete your account",
      body: "Your name, email address, password, sessions, tours, waitlist places, messages, feedback and newsletter subscription are deleted, and you are signed out on every device. Paid orders stay in our accounts, as tax rules require, with your name and email removed. This cannot be undone.",
      futureNote: "If you hold tickets for an event still to come, transfer them or ask for a refund first.",
      myTickets: "Go to My Tickets",
      password: "Password",
      passwordHint: "Needed unless you signed in within the last {{minutes}} minutes.",
      confirm: "I understand that my account and my data will be deleted for good.",
      button: "Delete my account",
      working: "Deleting your account...",
      doneTitle: "Your account is deleted",
      done: "We have deleted your data. Thank you for having been with us.",
      errorTitle: "Your account was not deleted",
      confirmRequired: "Tick the box to confirm that you want to delete your account.",
      wrongPassword: "That password is not right. Nothing was deleted.",
      passwordRequired: "For your safety, enter your password: your last sign-in was more than a few minutes ago.",
    },
    rights: "Read what we keep and for how long in the privacy policy.",
  },
};
