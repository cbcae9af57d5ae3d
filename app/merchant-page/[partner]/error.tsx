"use client";

// The partner's error boundary, the same as every other page's (decision 0031).
export { default } from "@/app/[partner]/error";
