import { Link } from "wouter";
import { Logo } from "@/components/brand/logo";

/** The logo at the top of the signed-out pages, linking home. */
export function AuthBrandLink() {
  return (
    <Link
      href="/"
      className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <Logo />
    </Link>
  );
}
