import { data } from "react-router";
import { NotFoundScreen } from "~/components/layout/not-found-screen";

// Catch-all route: answer with a real 404 status and render the not-found screen.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
