"use client";

// The partner's error boundary, the same as every other page's (decision 0035).
export { default } from "@/app/[partner]/error";
