import Testing
import WalkthroughCore

@Suite struct PageAnimationTests {
    @Test("Ease-out cubic starts at 0, ends at 1 and rises monotonically")
    func easingShape() {
        #expect(PageAnimation.easeOutCubic(0) == 0)
        #expect(PageAnimation.easeOutCubic(1) == 1)
        #expect(PageAnimation.easeOutCubic(0.5) == 0.875)
        let samples = (0...100).map { PageAnimation.easeOutCubic(Double($0) / 100) }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 < $1 })
        #expect(PageAnimation.easeOutCubic(-1) == 0 && PageAnimation.easeOutCubic(2) == 1)
    }

    @Test("Position moves monotonically from start to the exact end")
    func positions() {
        let animation = PageAnimation(from: 3, to: 1)
        #expect(animation.duration == 0.25)
        #expect(animation.position(at: 0) == 3)
        #expect(animation.position(at: -1) == 3)
        let samples = stride(from: 0.0, through: 0.25, by: 0.01).map(animation.position(at:))
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(animation.position(at: 0.25) == 1)
        #expect(animation.position(at: 10) == 1)
        #expect(!animation.isFinished(at: 0.2) && animation.isFinished(at: 0.25))
    }

    @Test("A zero-length animation is at its end at once")
    func zeroDuration() {
        let animation = PageAnimation(from: 0, to: 2, duration: 0)
        #expect(animation.position(at: 0) == 2)
        #expect(animation.isFinished(at: 0))
        #expect(PageAnimation(from: 0, to: 2, duration: -1).position(at: 0) == 2)
    }
}
