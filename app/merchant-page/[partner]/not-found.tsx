// The partner's not-found boundary, for a merchant removed after the proxy last saw it (decision 0035).
export { default, generateMetadata } from "@/app/[partner]/not-found";
