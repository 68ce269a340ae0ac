package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.valen.runtime.policy.DecisionContext;

/**
 * The nodes of a mapping event in groups that make the same offers, for the indexed implementation
 * ({@link OfferIndex}): a node's offers depend on its core type and the cores it offers them on, so
 * the nodes of a group differ only in when a job would start. Queued, a group is the nodes of one
 * core type and core count, and a choice of c cores would use the node that is ready first for c
 * cores ({@link NodeTimeline#readyFor}; ties: the lowest index), kept in a heap per c; polled, a
 * group is the nodes of one core type with the same free cores, and a choice would use the lowest
 * one, now. Either way that node is the readable rules' choice among the group's nodes: it completes
 * the offer first, and of equals it comes first in node order. Queued, a group is <em>open</em> while
 * one of its nodes is ({@link Round}); an assignment to a group that is not open changes no open one.
 */
final class NodeGroups {
  /** Nodes that make the same offers: plans on at most {@code cores} cores of their core type. */
  static final class Group {
    /** The group's number: fixed groups first, then polled ones as they appear. */
    final int id;
    final int cores;
    final int[] nodes;
    /** A node of the group: the kernel is asked for the group's offers on it. */
    int someNode;
    /** Changes whenever an assignment may have changed the group's choices. */
    int version;
    /** Queued: the group's open nodes in this round. */
    int openNodes;
    /** Queued, per plan size c (index c − 1) in this event: the nodes by ready time, the first and its start (of {@link #seen}). */
    private PriorityQueue<Ready>[] heaps;
    private int[] bestNode;
    private double[] bestStart;
    private int[] seen;
    private long heapsIn = -1;
    /** Per c, the least ready time for c cores when the event began (for dropping). */
    private double[] earliest;
    private long earliestIn = -1;
    /** Polled: the nodes in the group now, how many, and the lowest. */
    private final BitSet members = new BitSet();
    private int size;
    private int lowest;
    private long listedIn = -1;

    Group(int id, int cores, int[] nodes) {
      this.id = id;
      this.cores = cores;
      this.nodes = nodes;
      this.someNode = nodes.length > 0 ? nodes[0] : -1;
    }
  }

  /** A node and its ready time for some cores, as a heap entry; stale once the node's ready time moved. */
  private record Ready(double seconds, int node) implements Comparable<Ready> {
    @Override
    public int compareTo(Ready o) {
      return seconds != o.seconds ? Double.compare(seconds, o.seconds) : Integer.compare(node, o.node);
    }
  }

  /** Groups of at most this many nodes are looked at node by node rather than kept in heaps. */
  private static final int SMALL = 32;
  private final List<Group> fixed = new ArrayList<>();
  private final int[] fixedOf;
  private final int maxCores;
  private final boolean contiguous;
  /** Polled: the groups made so far by kind ({@link #key}), how many, those listed in this event and each node's now. */
  private final Group[] polledByKind;
  private int polledCount;
  private final List<Group> polledList = new ArrayList<>();
  private final Group[] polledOf;
  private DecisionContext context;
  private List<NodeTimeline> timelines;
  private boolean queued;
  private long event;
  private int openGroups;
  /** Queued, in this event: the fixed groups by when one core is first ready in them, that time by group id, each group's place, those moved since. */
  private Group[] byStart = new Group[0];
  private List<Group> byStartList = List.of();
  private double[] startOf = new double[0];
  private int[] placeOf = new int[0];
  private long byStartIn = -1;
  private final BitSet moved = new BitSet();

  /** The groups of core type and core count of the nodes of {@code context}'s platform. */
  NodeGroups(DecisionContext context) {
    int n = context.nodeCount();
    fixedOf = new int[n];
    int most = 1;
    int types = 1;
    for (int node = 0; node < n; node++) {
      most = Math.max(most, context.totalCores(node));
      types = Math.max(types, context.coreTypeOf(node) + 1);
    }
    maxCores = most;
    polledByKind = new Group[types * (maxCores + 1)];
    polledOf = new Group[n];
    Map<Integer, List<Integer>> byKind = new LinkedHashMap<>();
    for (int node = 0; node < n; node++) {
      byKind.computeIfAbsent(key(context.coreTypeOf(node), context.totalCores(node)), k -> new ArrayList<>()).add(node);
    }
    boolean inOrder = true;
    for (Map.Entry<Integer, List<Integer>> kind : byKind.entrySet()) {
      List<Integer> nodes = kind.getValue();
      nodes.forEach(node -> fixedOf[node] = fixed.size());
      inOrder &= nodes.get(nodes.size() - 1) - nodes.get(0) == nodes.size() - 1;
      fixed.add(new Group(fixed.size(), kind.getKey() % (maxCores + 1), nodes.stream().mapToInt(i -> i).toArray()));
    }
    contiguous = inOrder;
  }

  /** Groups made so far: a bound of every group's id. */
  int count() {
    return fixed.size() + polledCount;
  }

  /** Starts event number {@code number}: polled, groups the nodes with free cores by what they have free. */
  void begin(DecisionContext ctx, List<NodeTimeline> nodes, boolean queuedEnvironment, long number) {
    this.context = ctx;
    this.timelines = nodes;
    this.queued = queuedEnvironment;
    this.event = number;
    polledList.clear();
    if (!queued) {
      Arrays.fill(polledOf, null);
    }
    for (int node = queued ? -1 : ctx.nextNodeWithFreeCores(0); node >= 0; node = ctx.nextNodeWithFreeCores(node + 1)) {
      join(node);
    }
  }

  /** Queued: counts each group's open nodes for a round whose next event is at {@code horizonSeconds}. */
  void open(double horizonSeconds) {
    openGroups = 0;
    for (Group g : fixed) {
      g.openNodes = 0;
      for (int node : g.nodes) {
        g.openNodes += timelines.get(node).lastStartSeconds() <= horizonSeconds ? 1 : 0;
      }
      openGroups += g.openNodes > 0 ? 1 : 0;
    }
  }

  /** Queued: how many groups are open; it only falls in a round. */
  int openGroups() {
    return openGroups;
  }

  /** Whether {@code g} is open (a polled group always is). */
  boolean isOpen(Group g) {
    return !queued || g.openNodes > 0;
  }

  /** The groups of every node of the platform, by core type and core count. */
  List<Group> fixed() {
    return fixed;
  }

  /** The groups of the available nodes: queued, every node; polled, those with free cores (some may be empty by now). */
  List<Group> available() {
    return queued ? fixed : polledList;
  }

  /**
   * The available groups, queued in increasing order of when one core is first ready in them
   * (no offer on a group starts earlier; ties in any order), polled as {@link #available} (every
   * offer starts now).
   */
  List<Group> inStartOrder() {
    if (!queued) {
      return polledList;
    } else if (byStartIn != event) {
      byStartIn = event;
      byStart = fixed.toArray(new Group[0]);
      byStartList = Arrays.asList(byStart);
      startOf = new double[fixed.size()];
      placeOf = new int[fixed.size()];
      for (Group g : byStart) {
        startOf[g.id] = start(g, 1);
      }
      Arrays.sort(byStart, (a, b) -> Double.compare(startOf[a.id], startOf[b.id]));
      for (int p = 0; p < byStart.length; p++) {
        placeOf[byStart[p].id] = p;
      }
    } else {
      for (int i = moved.nextSetBit(0); i >= 0; i = moved.nextSetBit(i + 1)) {
        startOf[i] = start(fixed.get(i), 1); // only later: a node's ready times only grow in an event
        for (int p = placeOf[i]; p + 1 < byStart.length && startOf[byStart[p + 1].id] < startOf[i]; p++) {
          byStart[p] = byStart[p + 1];
          placeOf[byStart[p].id] = p;
          byStart[p + 1] = fixed.get(i);
          placeOf[i] = p + 1;
        }
      }
    }
    moved.clear();
    return byStartList;
  }

  /** When one core is first ready in available group {@code g}, as {@link #inStartOrder} last found it. */
  double firstStart(Group g) {
    return queued ? startOf[g.id] : context.now();
  }

  /** How many available nodes the group has. */
  int size(Group g) {
    return queued ? g.nodes.length : g.size;
  }

  /** The group of an available node; null if it has no free core (polled). */
  Group ofAvailable(int node) {
    return queued ? fixed.get(fixedOf[node]) : polledOf[node];
  }

  /** Whether each group's nodes come one after the other in index order (queued): then a node is found by its place. */
  boolean contiguous() {
    return queued && contiguous;
  }

  /** The node of {@code g} a choice of {@code c} cores would use. */
  int node(Group g, int c) {
    return queued ? best(g, c).bestNode[c - 1] : g.lowest;
  }

  /** When a choice of {@code c} cores on {@code g} would start. */
  double start(Group g, int c) {
    return queued ? best(g, c).bestStart[c - 1] : context.now();
  }

  /** The least ready time for {@code c} cores over the nodes of fixed group {@code g} when the event began. */
  double earliest(Group g, int c) {
    if (g.earliestIn != event) {
      g.earliestIn = event;
      g.earliest = new double[g.cores];
      Arrays.fill(g.earliest, Double.POSITIVE_INFINITY);
      for (int node : g.nodes) {
        for (int k = 1; k <= g.cores; k++) {
          g.earliest[k - 1] = Math.min(g.earliest[k - 1], timelines.get(node).readyFor(k));
        }
      }
    }
    return g.earliest[c - 1];
  }

  /**
   * An assignment changed {@code node}: queued, its ready times (put again in its group's heaps;
   * {@code closed}: it is no longer open); polled, its free cores (it moves to the group of what it
   * has left, or leaves).
   */
  void changed(int node, boolean closed) {
    if (queued) {
      Group g = fixed.get(fixedOf[node]);
      g.version++;
      moved.set(g.id);
      openGroups -= closed && --g.openNodes == 0 ? 1 : 0;
      for (int c = 1; g.heapsIn == event && g.nodes.length > SMALL && c <= g.cores; c++) {
        if (g.heaps[c - 1] != null) {
          g.heaps[c - 1].add(new Ready(timelines.get(node).readyFor(c), node));
        }
      }
      return;
    }
    Group was = polledOf[node];
    polledOf[node] = null;
    was.members.clear(node);
    was.size--;
    was.version++;
    was.lowest = was.size == 0 ? -1 : was.members.nextSetBit(was.lowest);
    if (context.freeCores(node) > 0) {
      join(node);
    }
  }

  private void join(int node) {
    int kind = key(context.coreTypeOf(node), context.freeCores(node));
    Group g = polledByKind[kind];
    if (g == null) {
      g = polledByKind[kind] = new Group(fixed.size() + polledCount++, kind % (maxCores + 1), new int[0]);
    }
    polledOf[node] = g;
    if (g.listedIn != event) {
      g.listedIn = event;
      g.members.clear();
      g.size = 0;
      g.lowest = node;
      polledList.add(g);
    }
    g.members.set(node);
    g.size++;
    g.version++;
    g.lowest = g.lowest < 0 ? node : Math.min(g.lowest, node);
    g.someNode = node;
  }

  /**
   * Group {@code g} with its first node and start for {@code c} cores up to date (queued): found
   * again after a change, by a look at every node of a small group, from a heap in a large one.
   */
  private Group best(Group g, int c) {
    return g.heapsIn == event && g.seen[c - 1] == g.version ? g : findBest(g, c); // a small method: the JIT inlines it
  }

  @SuppressWarnings("unchecked")
  private Group findBest(Group g, int c) {
    if (g.heapsIn != event) {
      g.heapsIn = event;
      g.heaps = new PriorityQueue[g.cores];
      g.bestNode = new int[g.cores];
      g.bestStart = new double[g.cores];
      g.seen = new int[g.cores];
      Arrays.fill(g.seen, g.version - 1);
    }
    if (g.seen[c - 1] == g.version) {
      return g;
    }
    g.seen[c - 1] = g.version;
    if (g.nodes.length <= SMALL) {
      g.bestStart[c - 1] = Double.POSITIVE_INFINITY;
      for (int node : g.nodes) {
        double ready = timelines.get(node).readyFor(c);
        if (ready < g.bestStart[c - 1]) {
          g.bestStart[c - 1] = ready;
          g.bestNode[c - 1] = node;
        }
      }
      return g;
    }
    PriorityQueue<Ready> h = g.heaps[c - 1];
    if (h == null) {
      List<Ready> all = new ArrayList<>(g.nodes.length);
      for (int node : g.nodes) {
        all.add(new Ready(timelines.get(node).readyFor(c), node));
      }
      h = g.heaps[c - 1] = new PriorityQueue<>(all);
    }
    while (h.peek().seconds != timelines.get(h.peek().node).readyFor(c)) {
      h.poll(); // stale: the node's ready time moved on since
    }
    g.bestNode[c - 1] = h.peek().node;
    g.bestStart[c - 1] = h.peek().seconds;
    return g;
  }

  private int key(int coreType, int cores) {
    return coreType * (maxCores + 1) + cores;
  }
}
