import { ComingSoonPage } from "../placeholder/coming-soon-page";

export default function Page() {
  return <ComingSoonPage title="footer.newsletter" />;
}
