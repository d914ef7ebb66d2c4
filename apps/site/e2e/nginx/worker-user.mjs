import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";

/**
 * Who nginx's workers run as. Started by root (a new user in a container, CI), nginx runs its
 * workers as `nobody`, who cannot enter a checkout in a private folder (root's home, a
 * `mktemp -d` folder): every file then answers 404 with "(13: Permission denied)" in the log. So
 * the workers run as the owner of the build, who can read it wherever the checkout lies (root when
 * that owner has no name nginx could use). Started by anyone else, nginx cannot switch users and
 * its workers run as that user: null, and the config has no `user` line.
 */
export function workerUser(
  build,
  { uid = process.getuid?.(), lookup = lookupName, stat = statSync } = {},
) {
  if (uid !== 0) return null;
  const owner = stat(build);
  const user = lookup("passwd", owner.uid);
  const group = lookup("group", owner.gid);
  if (!user || !group) return { user: "root", group: "root", uid: 0, gid: 0 };
  return { user, group, uid: owner.uid, gid: owner.gid };
}

/** The name of a user or group id (nginx's `user` takes names), or null. */
function lookupName(database, id) {
  const found = spawnSync("getent", [database, String(id)], { encoding: "utf8" });
  return (found.status === 0 && found.stdout.split(":")[0]) || null;
}
