/**
 * The box an external program runs in: {@link org.mjarena.arena.interop.sandbox.Sandbox} makes the
 * bubblewrap command line of one program from its entry's settings (what it may see, its network, its
 * memory limit), finds once what the machine offers (bubblewrap, socat, cgroup v1 groups the arena may make),
 * and keeps what the box measured of each program (killed over its memory, its CPU time); a
 * {@link org.mjarena.arena.interop.sandbox.LoopbackBridge} carries the arena's HTTP requests to a service boxed
 * without network. It knows nothing of the platforms: {@link org.mjarena.arena.interop.ExternalProcess} starts
 * every program through it.
 */
package org.mjarena.arena.interop.sandbox;
