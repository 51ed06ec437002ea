import { SHARD_PLAN, type ShardKey } from "@/lib/db/shard-plan";

const keyText = (key: ShardKey) =>
  `\`{${Object.entries(key)
    .map(([field, order]) => `${field}: ${order === "hashed" ? '"hashed"' : order}`)
    .join(", ")}}\``;

/** The shard plan as the Markdown table docs/scaling.md carries (its test keeps the two equal). */
export function shardPlanTable(): string {
  const rows = Object.entries(SHARD_PLAN).map(([name, plan]) => {
    if (!plan.sharded) return `| \`${name}\` | unsharded | ${plan.why} | |`;
    const scatters = plan.scatters.map((scatter) => `\`{${scatter.equal.join(", ")}}\`: ${scatter.why}`);
    if (plan.sweeps) scatters.push(`no equality: ${plan.sweeps}`);
    return `| \`${name}\` | ${keyText(plan.key)} | ${plan.why} | ${scatters.join("; ")} |`;
  });
  return [
    "| collection | placement | why | sent to every shard, knowingly |",
    "|---|---|---|---|",
    ...rows,
  ].join("\n");
}
