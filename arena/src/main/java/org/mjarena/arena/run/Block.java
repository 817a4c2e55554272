package org.mjarena.arena.run;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.mjarena.arena.config.Lineup;
import org.mjarena.arena.record.Bytes;
import org.mjarena.arena.tournament.PlayedDeal;
import org.mjarena.arena.tournament.Recorder;
import org.mjarena.arena.tournament.Tournament;

/**
 * A block of a run's deals as one cluster task plays them: with the local {@link Tournament} on one
 * thread, each deal in every seat order, exactly as a local run plays it, into the recorders of the
 * run's sinks. What each recorder kept of each deal travels back as bytes ({@link Codec}), with the
 * block's decision-time histograms; the driver decodes them with the same sinks' codecs and hands them to
 * the run as a local run's deals.
 *
 * @param deals the deals played, in deal order
 * @param times each entry's decision-time histogram (nanoseconds) over the block
 */
public record Block(List<PlayedDeal> deals, List<Histogram> times) {
  /** Plays the job's deals {@code deals} (ascending) and returns them encoded. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static byte[] play(Job job, int[] deals) throws Exception {
    Lineup lineup = job.lineup();
    List<Sink<?>> sinks = job.sinks(lineup);
    Tournament tournament = new Tournament(lineup, Job.orders(lineup), 1,
        () -> sinks.stream().<Recorder<?>>map(Sink::recorder).toList());
    BitSet others = new BitSet(lineup.deals());
    others.set(0, lineup.deals());
    for (int d : deals) {
      others.clear(d);
    }
    Bytes.Out out = new Bytes.Out();
    out.varint(deals.length);
    tournament.run(others, deal -> {
      out.varint(deal.deal());
      out.varint(deal.games());
      for (int i = 0; i < sinks.size(); i++) {
        ((Codec) sinks.get(i).codec()).write(deal.kept().get(i), out);
      }
    });
    List<Histogram> times = tournament.decisionTimes();
    out.varint(times.size());
    for (Histogram h : times) {
      ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
      int length = h.encodeIntoCompressedByteBuffer(buffer);
      out.bytes(Arrays.copyOf(buffer.array(), length));
    }
    return out.toByteArray();
  }

  /**
   * Reads back what {@link #play} returned, with the codecs of the run's {@code sinks}.
   *
   * @throws IOException when the bytes are not such a block (a damaged checkpoint)
   */
  public static Block decode(byte[] bytes, List<Sink<?>> sinks) throws IOException {
    try {
      Bytes.In in = new Bytes.In(bytes);
      int count = (int) in.varint();
      List<PlayedDeal> deals = new ArrayList<>(count);
      for (int i = 0; i < count; i++) {
        int deal = (int) in.varint();
        int games = (int) in.varint();
        List<Object> kept = new ArrayList<>(sinks.size());
        for (Sink<?> s : sinks) {
          kept.add(s.codec().read(in));
        }
        deals.add(new PlayedDeal(deal, games, kept));
      }
      int entries = (int) in.varint();
      List<Histogram> times = new ArrayList<>(entries);
      for (int e = 0; e < entries; e++) {
        times.add(Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(in.bytes()), 0));
      }
      return new Block(deals, times);
    } catch (DataFormatException | RuntimeException e) {
      throw new IOException("not a block of this run's deals: " + e, e);
    }
  }
}
